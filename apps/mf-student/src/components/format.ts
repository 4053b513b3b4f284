/** Money and dates as Norwegians write them (DESIGN.md): '25 000 – 35 000 kr', '12. mars 2027'. */
const kroner = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A calendar day as the API sends it ('2027-04-14'), read the same in every time zone. */
const calendarDay = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatSalary(min: number, max: number): string {
  if (min === max) return `${kroner.format(min)} kr`;
  return `${kroner.format(min)} – ${kroner.format(max)} kr`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** '2027-04-14' → '14. april 2027'; anything else is shown as it came. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match.map(Number);
  return calendarDay.format(new Date(Date.UTC(year, month - 1, date)));
}

/** 'Rør & Varme AS' → 'RV': the fallback when a company has no logo. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !/^(AS|ASA|DA|ANS|SA)$/i.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || name.trim().charAt(0).toUpperCase() || '?';
}

/** '1 ledig stilling', '3 ledige stillinger'. */
export function openPositions(count: number): string {
  return count === 1 ? '1 ledig stilling' : `${count} ledige stillinger`;
}

/** A web address safe to link to: only http and https, never `javascript:`. */
export function externalUrl(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : undefined;
}
