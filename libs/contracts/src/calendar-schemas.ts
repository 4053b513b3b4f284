import { mixed, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { CALENDAR_MESSAGES, CALENDAR_EVENT_TYPES } from './calendar.ts';
import type { CalendarEventType } from './calendar.ts';
import { typedText } from './text-schemas.ts';

/**
 * A calendar the pages can show: year 1 or 9999 was saved, and then the month view could never
 * be brought to it.
 */
const inCalendarRange = (value: string | null | undefined) => {
  if (!value || Number.isNaN(Date.parse(value))) return true;
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2100;
};

/** The date at the start of an ISO 8601 value (the API's instants and the form's local times). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/**
 * A date written in ISO 8601 that can be read. Date.parse reads formats of its own beyond it
 * (`Feb 30 2026`), where no day can be checked.
 */
const isReadable = (value: string | null | undefined) =>
  !value || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)));

/**
 * Date.parse rolls a day the month does not have over into the next (30 February is read as
 * 2 March), so the event would be saved on a day nobody chose.
 */
const isRealDate = (value: string | null | undefined) => {
  const found = value ? ISO_DATE.exec(value) : null;
  if (!found) return true;
  const [year, month, day] = found.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** POST /api/calendar/events and PUT /api/calendar/events/{id}. */
export const calendarEventSchema = object({
  title: typedText().max(200).required(CALENDAR_MESSAGES.titleRequired),
  type: mixed<CalendarEventType>()
    .oneOf([...CALENDAR_EVENT_TYPES], CALENDAR_MESSAGES.typeInvalid)
    .default('other'),
  startDate: string()
    .test('iso', CALENDAR_MESSAGES.startRequired, isReadable)
    .test('real-date', CALENDAR_MESSAGES.dateInvalid, isRealDate)
    .test('in-range', CALENDAR_MESSAGES.outOfRange, inCalendarRange)
    .required(CALENDAR_MESSAGES.startRequired),
  endDate: string()
    .nullable()
    .test('iso', CALENDAR_MESSAGES.endBeforeStart, isReadable)
    .test('real-date', CALENDAR_MESSAGES.dateInvalid, isRealDate)
    .test('in-range', CALENDAR_MESSAGES.outOfRange, inCalendarRange)
    .test(
      'after-start',
      CALENDAR_MESSAGES.endBeforeStart,
      (v, context) => !v || Date.parse(v) >= Date.parse(context.parent.startDate),
    )
    .default(null),
  description: string().trim().max(2000).nullable().default(null),
});
export type CalendarEventRequest = InferType<typeof calendarEventSchema>;

/** GET /api/calendar/events?startDate&endDate. */
export const calendarRangeSchema = object({
  startDate: string()
    .test('iso', CALENDAR_MESSAGES.startRequired, isReadable)
    .test('real-date', CALENDAR_MESSAGES.dateInvalid, isRealDate)
    .required(CALENDAR_MESSAGES.startRequired),
  endDate: string()
    .test('iso', CALENDAR_MESSAGES.endBeforeStart, isReadable)
    .test('real-date', CALENDAR_MESSAGES.dateInvalid, isRealDate)
    // A range that ends before it starts holds nothing; an empty list would pass for an empty
    // calendar. An unreadable start is its own message.
    .test(
      'after-start',
      CALENDAR_MESSAGES.endBeforeStart,
      (v, { parent }) =>
        !v ||
        !parent.startDate ||
        !isReadable(parent.startDate) ||
        Date.parse(v) >= Date.parse(parent.startDate),
    )
    .required(CALENDAR_MESSAGES.endBeforeStart),
});
export type CalendarRangeQuery = InferType<typeof calendarRangeSchema>;
