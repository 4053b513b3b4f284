import type { CalendarEvent } from '@yrkesbro/contracts';
import { madeOnce } from '@yrkesbro/ui';

/**
 * Pure date helpers for the calendar. Everything works in the person's local time: a day is
 * local midnight to midnight, and a day is named in URLs as 'YYYY-MM-DD' (an "ISO date").
 * Months are 0-based, as in `Date`.
 */

/** One cell of the month grid. */
export interface GridDay {
  date: Date;
  isoDate: string;
  /** False for the leading and trailing days that belong to the months around it. */
  inMonth: boolean;
}

/** The query of GET /api/calendar/events: ISO 8601 instants. */
export interface CalendarRange {
  startDate: string;
  endDate: string;
}

export type CalendarView = 'month' | 'week' | 'day';

/**
 * The Monday-first grid of a month: whole weeks of 7 days, starting with the Monday on or
 * before the 1st and ending with the Sunday on or after the last day.
 */
export function monthGrid(year: number, month: number): GridDay[][] {
  const { first, last } = gridBounds(year, month);
  const weeks: GridDay[][] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (weekdayIndex(day) === 0) weeks.push([]);
    weeks[weeks.length - 1].push({
      date: day,
      isoDate: toIsoDate(day),
      inMonth: day.getMonth() === month,
    });
  }
  return weeks;
}

/** The first and last day the month grid shows (local midnight of each). */
export function gridBounds(year: number, month: number): { first: Date; last: Date } {
  const firstOfMonth = new Date(year, month, 1);
  const lastOfMonth = new Date(year, month + 1, 0);
  return {
    first: addDays(firstOfMonth, -weekdayIndex(firstOfMonth)),
    last: addDays(lastOfMonth, 6 - weekdayIndex(lastOfMonth)),
  };
}

/** The events to load for a month: the whole visible grid, which includes the month itself. */
export function monthRange(year: number, month: number): CalendarRange {
  const { first, last } = gridBounds(year, month);
  return rangeOfDays(first, last);
}

/** From the start of `first` to the last millisecond of `last`. */
export function rangeOfDays(first: Date, last: Date = first): CalendarRange {
  return { startDate: startOfDay(first).toISOString(), endDate: endOfDay(last).toISOString() };
}

/** The 7 days (Monday to Sunday) of the week that holds `date`. */
export function weekDays(date: Date): Date[] {
  const monday = addDays(startOfDay(date), -weekdayIndex(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/**
 * The events that take place on a day, earliest first: those starting that day and those
 * started earlier that are still going on.
 */
export function eventsOnDay(events: readonly CalendarEvent[], day: Date): CalendarEvent[] {
  const dayStart = startOfDay(day).getTime();
  const dayEnd = endOfDay(day).getTime();
  return events
    .filter((event) => {
      const start = Date.parse(event.startDate);
      if (Number.isNaN(start)) return false;
      const end = event.endDate ? Date.parse(event.endDate) : start;
      const startsToday = start >= dayStart && start <= dayEnd;
      const goesOnToday = start < dayStart && end > dayStart;
      return startsToday || goesOnToday;
    })
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}

/** How many events a month cell shows before '+N more' (seed 2, section 9). */
export const EVENTS_PER_CELL = 2;

// ---- Days and months ----

/** Monday 0 … Sunday 6. */
export function weekdayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/** Adds calendar days (safe across daylight saving changes); the time of day is dropped. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The 1st of the month `months` away from the month of `date`. */
export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

/** The same day of the month `months` away, moved back to that month's last day if needed. */
export function shiftMonths(date: Date, months: number): Date {
  const lastDay = new Date(date.getFullYear(), date.getMonth() + months + 1, 0).getDate();
  return new Date(date.getFullYear(), date.getMonth() + months, Math.min(date.getDate(), lastDay));
}

export function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

export function isSameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** A local day as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' as local midnight, or null when it is no real day (e.g. '2027-02-30'). */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/** The local day an ISO instant falls on, as 'YYYY-MM-DD' ('' when it is no date). */
export function isoDateOf(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : toIsoDate(date);
}

// ---- Norwegian names and formats (DESIGN.md: '12. mars 2027', '14:30') ----

const LOCALE = 'nb-NO';
// Each built on its first use (madeOnce): building the first loads the locale's data, which
// every student page paid as the calendar's texts loaded with the pages' shared code.
const weekdayShort = madeOnce(() => new Intl.DateTimeFormat(LOCALE, { weekday: 'short' }));
const weekdayLong = madeOnce(() => new Intl.DateTimeFormat(LOCALE, { weekday: 'long' }));
const monthLong = madeOnce(() => new Intl.DateTimeFormat(LOCALE, { month: 'long' }));
const monthAndYear = madeOnce(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' }),
);
const dayMonthYear = madeOnce(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }),
);
const dayAndMonth = madeOnce(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long' }),
);

// 1 January 2024 was a Monday.
const A_WEEK = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 1 + i));

/** 'Man', 'Tir', … 'Søn' (short) or 'mandag' … 'søndag' (long), Monday first. */
export function weekdayNames(style: 'short' | 'long' = 'short'): string[] {
  return A_WEEK.map((day) =>
    style === 'short'
      ? capitalise(weekdayShort().format(day).replace(/\.$/, ''))
      : weekdayLong().format(day),
  );
}

/** 'mars'. */
export function monthName(month: number): string {
  return monthLong().format(new Date(2024, month, 1));
}

/** 'Mars 2027': the heading between the month arrows. */
export function monthTitle(year: number, month: number): string {
  return capitalise(monthAndYear().format(new Date(year, month, 1)));
}

/** '12. mars 2027'. */
export function formatDate(date: Date): string {
  return dayMonthYear().format(date);
}

/** 'fredag 12. mars 2027'. */
export function formatDayName(date: Date): string {
  return `${weekdayLong().format(date)} ${dayMonthYear().format(date)}`;
}

/** '14:30'. Built by hand: older ICU data writes Norwegian times as '14.30'. */
export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * An event's time as the lists show it: '14:30–15:30', '14:30' without an end, and with the
 * days named when it ends on another day: '12. mars 14:30–13. mars 09:00'.
 */
export function formatTimeRange(event: Pick<CalendarEvent, 'startDate' | 'endDate'>): string {
  const start = new Date(event.startDate);
  if (Number.isNaN(start.getTime())) return '';
  const end = event.endDate ? new Date(event.endDate) : null;
  if (!end || Number.isNaN(end.getTime())) return formatTime(start);
  if (isSameDay(start, end)) return `${formatTime(start)}–${formatTime(end)}`;
  return `${dayAndMonth().format(start)} ${formatTime(start)}–${dayAndMonth().format(end)} ${formatTime(end)}`;
}

/** An ISO instant as the value of an `<input type="datetime-local">`: '2027-03-12T14:30'. */
export function toDateTimeLocal(instant: string | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${toIsoDate(date)}T${formatTime(date)}`;
}

/** A `datetime-local` value (local time) as an ISO instant, or null when empty or invalid. */
export function fromDateTimeLocal(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'fredag' → 'Fredag'. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase(LOCALE) + text.slice(1);
}
