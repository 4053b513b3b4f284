/** How long a deleted account waits before everything is gone (the privacy text's promise). */
export const DELETION_GRACE_DAYS = 30;

/** Downloads of one account's data per hour: enough to retry, too few to load the server. */
export const DATA_EXPORTS_PER_HOUR = 5;

export const PRIVACY_MESSAGES = {
  passwordRequired: 'Skriv inn passordet ditt for å bekrefte.',
  wrongPassword: 'Passordet er feil.',
  deletionScheduled: 'Kontoen din slettes om 30 dager. Du er nå logget ut.',
  deletionCancelled: 'Slettingen er avbrutt. Kontoen din er som før.',
  notScheduled: 'Kontoen din er ikke satt til sletting.',
  exportFailed: 'Kunne ikke laste ned dataene dine. Prøv igjen om litt.',
} as const;

// Built on first use: a formatter costs milliseconds to build (the first one loads its locale's
// data), which the module's top level would spend on every page's start.
let longDate: Intl.DateTimeFormat | undefined;

/** '22. desember 2026', as the deletion's date is shown in the page and the mail. */
export function deletionDateText(at: Date | string): string {
  longDate ??= new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return longDate.format(new Date(at));
}

/** The export's file name, dated in Oslo: 'yrkesbro-data-2026-11-22.zip'. */
export function dataExportFileName(at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(at);
  return `yrkesbro-data-${day}.zip`;
}
