/**
 * mf-public's texts for the parts its pages share, in bokmål: each feature's catalogue is a
 * module of its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  screenshotCarousel: {
    roleDescription: 'karusell',
    label: 'Skjermbilder fra Yrkesbro',
    slideRoleDescription: 'lysbilde',
    slide: (n: number, total: number) => `${n} av ${total}`,
    previous: 'Forrige bilde',
    show: (n: number, caption: string) => `Vis bilde ${n}: ${caption}`,
    next: 'Neste bilde',
    play: 'Spill av automatisk',
    pause: 'Pause automatisk visning',
  },
} as const;
