import type { CalendarPageKey } from '@yrkesbro/federation';
import { lazyPage, placeholderPage } from '@yrkesbro/ui';
import type { PageMap } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';

/**
 * The calendar's pages by the keys of the shell's route table, each its own chunk. A role
 * remote spreads them into its page switch:
 * `createPageSwitch<StudentPageKey>({ ...calendarPages, dashboard: … })`.
 *
 * Routes: /calendar, /calendar/events/new, /calendar/events/:id, /calendar/day/:date, and
 * the spec's placeholders with only a heading, /calendar/create, /calendar/manage and
 * /calendar/reminders.
 */
export const calendarPages: PageMap<CalendarPageKey> = {
  calendar: lazyPage(async () => ({ default: (await import('./calendar-page.tsx')).CalendarPage })),
  'calendar-event-new': lazyPage(async () => ({
    default: (await import('./calendar-event-new-page.tsx')).CalendarEventNewPage,
  })),
  'calendar-event': lazyPage(async () => ({
    default: (await import('./calendar-event-page.tsx')).CalendarEventPage,
  })),
  'calendar-day': lazyPage(async () => ({
    default: (await import('./calendar-day-page.tsx')).CalendarDayPage,
  })),
  'calendar-create': placeholderPage(TEXTS.placeholders.create),
  'calendar-manage': placeholderPage(TEXTS.placeholders.manage),
  'calendar-reminders': placeholderPage(TEXTS.placeholders.reminders),
};
