// Dates as Norwegians write them (DESIGN.md): '12. mars 2027'.

const DATE = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric' });
// A calendar day as the API sends it ('2027-04-14'), read the same in every time zone.
const DAY = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12. mars 2027'; an unreadable date gives an empty string rather than 'Invalid Date'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** '2027-04-14' → '14. april 2027'; anything else is shown as it came. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number);
  return DAY.format(new Date(Date.UTC(year, month - 1, date)));
}

/** A web address safe to link to: only http and https, never `javascript:`. */
export function externalUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : undefined;
}
