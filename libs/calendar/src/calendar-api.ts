import { api } from '@yrkesbro/api-client';
import type { CalendarEvent, CalendarEventRequest } from '@yrkesbro/contracts';
import type { CalendarRange } from './month-grid.ts';
import { fromOsloClock, toOsloClock } from './oslo-clock.ts';

const LIST = { type: 'CalendarEvents', id: 'LIST' } as const;

/** An event as the calendar draws it: its times on a clock that shows Norway's (oslo-clock.ts). */
const shown = (event: CalendarEvent): CalendarEvent => ({
  ...event,
  startDate: toOsloClock(event.startDate),
  endDate: event.endDate ? toOsloClock(event.endDate) : event.endDate,
});

/** An event as the API takes it: the times read off that clock, as the instants they are. */
const sent = (event: CalendarEventRequest): CalendarEventRequest => ({
  ...event,
  startDate: fromOsloClock(event.startDate),
  endDate: event.endDate ? fromOsloClock(event.endDate) : event.endDate,
});

/**
 * The calendar's calls, injected into the product's one api. Every loaded range carries the
 * 'CalendarEvents' tag, so adding, changing or deleting an event reloads the month on screen
 * (the spec's store: replaced on fetch, appended on add, replaced on update, removed on delete).
 */
export const calendarApi = api
  .enhanceEndpoints({ addTagTypes: ['CalendarEvents'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCalendarEvents: build.query<CalendarEvent[], CalendarRange>({
        query: ({ startDate, endDate }) => ({
          url: '/calendar/events',
          params: { startDate: fromOsloClock(startDate), endDate: fromOsloClock(endDate) },
        }),
        transformResponse: (events: CalendarEvent[]) => events.map(shown),
        providesTags: (events = []) => [
          LIST,
          ...events.map((event) => ({ type: 'CalendarEvents' as const, id: event.id })),
        ],
      }),
      addCalendarEvent: build.mutation<CalendarEvent, CalendarEventRequest>({
        query: (body) => ({ url: '/calendar/events', method: 'POST', body: sent(body) }),
        transformResponse: shown,
        invalidatesTags: [LIST],
      }),
      updateCalendarEvent: build.mutation<
        CalendarEvent,
        { id: string; event: CalendarEventRequest }
      >({
        query: ({ id, event }) => ({
          url: `/calendar/events/${encodeURIComponent(id)}`,
          method: 'PUT',
          body: sent(event),
        }),
        transformResponse: shown,
        invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'CalendarEvents', id }],
      }),
      deleteCalendarEvent: build.mutation<void, string>({
        query: (id) => ({ url: `/calendar/events/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [LIST, { type: 'CalendarEvents', id }],
      }),
    }),
  });

export const {
  useGetCalendarEventsQuery,
  useAddCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useDeleteCalendarEventMutation,
} = calendarApi;
