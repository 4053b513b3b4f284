import { screen } from '@testing-library/react';
import { CALENDAR_PAGE_KEYS } from '@yrkesbro/federation';
import type { CalendarPageKey } from '@yrkesbro/federation';
import { createPageSwitch } from '@yrkesbro/ui';
import { calendarPages } from './calendar-pages.tsx';
import { json, mockApi, renderPage } from './testing/render-page.tsx';

describe('calendarPages', () => {
  afterEach(() => jest.restoreAllMocks());
  const PageSwitch = createPageSwitch<CalendarPageKey>(calendarPages);

  it('offers every calendar page under the route table’s keys', () => {
    expect(Object.keys(calendarPages).sort()).toEqual([...CALENDAR_PAGE_KEYS].sort());
  });

  it.each<[CalendarPageKey, string]>([
    ['calendar-create', 'Opprett hendelse'],
    ['calendar-manage', 'Administrer kalender'],
    ['calendar-reminders', 'Påminnelser'],
  ])('shows only a heading on the placeholder page %s', async (page, title) => {
    renderPage(<PageSwitch page={page} />, { url: '/calendar/x' });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} – Yrkesbro`);
  });

  it('loads the calendar itself lazily', async () => {
    mockApi(() => json(200, []));
    renderPage(<PageSwitch page="calendar" />, { url: '/calendar' });
    expect(await screen.findByRole('heading', { name: 'Kalender' })).toBeInTheDocument();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});
