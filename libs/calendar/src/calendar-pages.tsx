import type { PageMap } from '@yrkesbro/ui';
import { lazy } from 'react';

/** A placeholder page (seed 2: only a heading) as a lazily loaded page without props. */
function placeholder(title: string) {
  return lazy(async () => {
    const { CalendarPlaceholderPage } = await import('./calendar-placeholder-page.tsx');
    return {
      default: function CalendarPlaceholder() {
        return <CalendarPlaceholderPage title={title} />;
      },
    };
  });
}

/**
 * The calendar's pages by the keys of the shell's route table, each its own chunk. A role
 * remote spreads them into its page switch:
 * `createPageSwitch({ ...calendarPages, dashboard: … })`.
 *
 * Routes: /calendar, /calendar/events/new, /calendar/events/:id, /calendar/day/:date,
 * /calendar/create, /calendar/manage, /calendar/reminders.
 */
export const calendarPages: PageMap = {
  calendar: lazy(async () => ({ default: (await import('./calendar-page.tsx')).CalendarPage })),
  'calendar-event-new': lazy(async () => ({
    default: (await import('./calendar-event-new-page.tsx')).CalendarEventNewPage,
  })),
  'calendar-event': lazy(async () => ({
    default: (await import('./calendar-event-page.tsx')).CalendarEventPage,
  })),
  'calendar-day': lazy(async () => ({
    default: (await import('./calendar-day-page.tsx')).CalendarDayPage,
  })),
  'calendar-create': placeholder('Opprett hendelse'),
  'calendar-manage': placeholder('Administrer kalender'),
  'calendar-reminders': placeholder('Påminnelser'),
};
