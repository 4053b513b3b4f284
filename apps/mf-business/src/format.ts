// Money as Norwegians write it (DESIGN.md): '5 000 kr'; dates come from libs/ui.

const NUMBER = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

/** '5 000 kr', with an ordinary space where Intl puts a (narrow) no-break space. */
export function formatMoney(amount: number): string {
  return `${NUMBER.format(amount).replace(/[\u00a0\u202f]/g, ' ')} kr`;
}

/** '5 000–7 500 kr', or one amount when both ends are the same. */
export function formatSalaryRange(min: number, max: number): string {
  if (min === max) return formatMoney(min);
  return `${NUMBER.format(min).replace(/[\u00a0\u202f]/g, ' ')}–${formatMoney(max)}`;
}

/** Up to two initials for a logo or avatar fallback: 'Rør & Varme AS' → 'RV'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}
