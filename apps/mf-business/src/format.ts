// Dates and money as Norwegians write them (DESIGN.md): '12. mars 2027', '5 000 kr'.

const DATE = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric' });
// A calendar day as the API sends it ('2027-04-14'), read the same in every time zone.
const DAY = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const NUMBER = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

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

/** A web address safe to link to: only http and https, never `javascript:`. */
export function externalUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : undefined;
}
