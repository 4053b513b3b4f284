/**
 * The shell's texts for a remote's error screen, in bokmål. Each area's catalogue is a module of its
 * own, so the first load carries only the layout's; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  errorBoundary: {
    title: 'Denne delen av Yrkesbro er utilgjengelig akkurat nå',
    message:
      'Vi klarte ikke å laste innholdet. Resten av siden virker som vanlig – prøv igjen om litt.',
    retry: 'Prøv igjen',
  },
} as const;
