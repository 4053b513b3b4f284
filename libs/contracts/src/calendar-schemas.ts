import { mixed, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { CALENDAR_MESSAGES, CALENDAR_EVENT_TYPES } from './calendar.ts';
import type { CalendarEventType } from './calendar.ts';

/**
 * A calendar the pages can show: year 1 or 9999 was saved, and then the month view could never
 * be brought to it.
 */
const inCalendarRange = (value: string | null | undefined) => {
  if (!value || Number.isNaN(Date.parse(value))) return true;
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2100;
};

/** POST /api/calendar/events and PUT /api/calendar/events/{id}. */
export const calendarEventSchema = object({
  title: string().trim().max(200).required(CALENDAR_MESSAGES.titleRequired),
  type: mixed<CalendarEventType>()
    .oneOf([...CALENDAR_EVENT_TYPES], CALENDAR_MESSAGES.typeInvalid)
    .default('other'),
  startDate: string()
    .test('iso', CALENDAR_MESSAGES.startRequired, (v) => !v || !Number.isNaN(Date.parse(v)))
    .test('in-range', CALENDAR_MESSAGES.outOfRange, inCalendarRange)
    .required(CALENDAR_MESSAGES.startRequired),
  endDate: string()
    .nullable()
    .test('iso', CALENDAR_MESSAGES.endBeforeStart, (v) => !v || !Number.isNaN(Date.parse(v)))
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
    .test('iso', CALENDAR_MESSAGES.startRequired, (v) => !v || !Number.isNaN(Date.parse(v)))
    .required(CALENDAR_MESSAGES.startRequired),
  endDate: string()
    .test('iso', CALENDAR_MESSAGES.endBeforeStart, (v) => !v || !Number.isNaN(Date.parse(v)))
    .required(CALENDAR_MESSAGES.endBeforeStart),
});
export type CalendarRangeQuery = InferType<typeof calendarRangeSchema>;
