export {
  calendarApi,
  useAddCalendarEventMutation,
  useDeleteCalendarEventMutation,
  useGetCalendarEventsQuery,
  useUpdateCalendarEventMutation,
} from './calendar-api.ts';
export * from './month-grid.ts';
export { CALENDAR_EVENT_COLORS, CALENDAR_EVENT_TYPE_LABELS } from './event-types.ts';
export { CalendarPage } from './calendar-page.tsx';
export { CalendarEventNewPage } from './calendar-event-new-page.tsx';
export { CalendarEventPage } from './calendar-event-page.tsx';
export { CalendarDayPage } from './calendar-day-page.tsx';
export { calendarPages } from './calendar-pages.tsx';
