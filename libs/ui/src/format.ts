// Dates and money as Norwegians write them (DESIGN.md): '12. mars 2027', '5 000 kr'.

/**
 * A formatter built on its first use and kept: building one costs milliseconds (the first loads
 * its locale's data), which this module's top level would spend on every page's start.
 */
export function madeOnce<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// A moment is shown on Norway's clock, as interview times are, whatever the device's zone:
// «Søkt 7. desember» beside an interview «kl. 10:00» in Oslo read two clocks on one card.
const OSLO = 'Europe/Oslo';

const DATE = madeOnce(
  () =>
    new Intl.DateTimeFormat('nb-NO', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: OSLO,
    }),
);
// A calendar day as the API sends it ('2027-04-14'), read the same in every time zone.
const DAY = madeOnce(
  () =>
    new Intl.DateTimeFormat('nb-NO', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** '12. mars 2027'; an unreadable date gives an empty string rather than 'Invalid Date'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE().format(date);
}

const DATE_TIME = madeOnce(
  () =>
    new Intl.DateTimeFormat('nb-NO', { dateStyle: 'medium', timeStyle: 'short', timeZone: OSLO }),
);

/** '12. mars 2027, 14:30' for a moment such as a message's or a mailing's. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME().format(date);
}

/** '2027-04-14' → '14. april 2027'; anything else is shown as it came. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number);
  return DAY().format(new Date(Date.UTC(year, month - 1, date)));
}

/** A web address safe to link to: only http and https, never `javascript:`. */
export function externalUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : undefined;
}

/**
 * A whole number as Norwegian writes it, as Intl's 'nb-NO' does: thousands grouped with a
 * no-break space, so '25 000' never breaks over two lines; halves rounded away from zero; '−' for
 * minus. By hand, since building the page's first Intl.NumberFormat loads the locale's number
 * data: 30–60 ms of the main thread at normal speed, in the first render of every page that
 * shows an amount or a count.
 */
export function groupThousands(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return value < 0 ? `\u2212${grouped}` : grouped;
}

/** Kroner as Norwegians write them: '5 000 kr' (the group of thousands never breaks). */
export function formatKroner(kroner: number): string {
  return `${groupThousands(kroner)}\u00a0kr`;
}

/**
 * A job's salary: '25 000 – 35 000 kr', or one amount when both ends are the same. The dash
 * has spaces around it because the amounts have spaces in them.
 */
export function formatSalary(min: number, max: number): string {
  const amount =
    min === max ? groupThousands(min) : `${groupThousands(min)} – ${groupThousands(max)}`;
  return `${amount}\u00a0kr`;
}

// A company's legal form says nothing about which company it is.
const LEGAL_FORMS = /^(AS|ASA|DA|ANS|SA|ENK)$/i;

/**
 * Up to two initials for an avatar or a logo that is missing: 'Ola Nordmann' → 'ON',
 * 'Rør & Varme AS' → 'RV'. Empty when the name has no letter or digit to take.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const telling = words.filter((word) => !LEGAL_FORMS.test(word));
  return (telling.length > 0 ? telling : words)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
