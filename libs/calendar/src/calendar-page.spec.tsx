import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import { CalendarPage } from './calendar-page.tsx';
import { monthRange } from './month-grid.ts';
import {
  anEvent,
  at,
  freezeToday,
  json,
  loadedRanges,
  mockApi,
  renderPage,
} from './testing/render-page.tsx';

// March 2027 starts on a Monday and ends on a Wednesday: the grid runs 1 March – 4 April.
const INTERVIEW = anEvent({ title: 'Intervju hos Rør AS', startDate: at(2027, 2, 12, 14, 30) });
const DEADLINE = anEvent({
  title: 'Søknadsfrist Elektro AS',
  type: 'deadline',
  startDate: at(2027, 2, 12, 9),
  endDate: null,
});
const OTHER = anEvent({
  title: 'Besøk på verkstedet',
  type: 'other',
  startDate: at(2027, 2, 12, 16),
  endDate: at(2027, 2, 12, 17),
});
const MONDAY = anEvent({
  title: 'Intervju hos Lys & Kraft',
  startDate: at(2027, 2, 15, 9),
  endDate: at(2027, 2, 15, 10),
});

const dayCell = (name: RegExp) => screen.getByRole('button', { name });

describe('CalendarPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('draws the Monday-first month with the adjacent days, 2 events per day and +N more', async () => {
    mockApi(() => json(200, [OTHER, INTERVIEW, DEADLINE, MONDAY]));
    renderPage(<CalendarPage />, { url: '/calendar?date=2027-03-12' });

    expect(screen.getByRole('heading', { level: 1, name: 'Kalender' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mars 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Måned' })).toHaveAttribute('aria-pressed', 'true');
    const grid = screen.getByRole('grid', { name: 'Mars 2027' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Man', 'Tir', 'Ons', 'Tor', 'Fre', 'Lør', 'Søn']);
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + 5);
    expect(dayCell(/^Mandag 1\. mars 2027/)).toBeInTheDocument();
    expect(dayCell(/^Søndag 4\. april 2027/)).toBeInTheDocument();

    const friday = await screen.findByRole('button', {
      name: 'Fredag 12. mars 2027, 3 hendelser',
    });
    expect(within(friday).getByText('Søknadsfrist Elektro AS')).toBeInTheDocument();
    expect(within(friday).getByText('Intervju hos Rør AS')).toBeInTheDocument();
    expect(within(friday).queryByText('Besøk på verkstedet')).not.toBeInTheDocument();
    expect(within(friday).getByText('+1 more')).toBeInTheDocument();
    expect(friday).toHaveAttribute('tabindex', '0');
    expect(friday.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    const monday = dayCell(/^Mandag 15\. mars 2027, 1 hendelse$/);
    expect(within(monday).getByText('Intervju hos Lys & Kraft')).toBeInTheDocument();
    expect(within(monday).queryByText(/more/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add event' })).toHaveAttribute(
      'href',
      '/calendar/events/new?date=2027-03-12',
    );
  });

  it('gives an event over several days its start time on its first day only', async () => {
    const trip = anEvent({
      title: 'Messe i Lillestrøm',
      type: 'other',
      startDate: at(2027, 2, 30, 10),
      endDate: at(2027, 3, 2, 10),
    });
    mockApi(() => json(200, [trip]));
    renderPage(<CalendarPage />, { url: '/calendar?date=2027-03-12' });
    const first = await screen.findByRole('button', {
      name: /^Tirsdag 30\. mars 2027, 1 hendelse/,
    });
    expect(first).toHaveTextContent('10:00Messe i Lillestrøm');
    const next = dayCell(/^Onsdag 31\. mars 2027, 1 hendelse/);
    expect(next).toHaveTextContent('forts.Messe i Lillestrøm');
    expect(next).not.toHaveTextContent('10:00');
  });

  it('loads the visible grid of the month on screen, and again when the arrows turn the month', async () => {
    freezeToday(new Date(2028, 0, 31, 23, 59));
    const fetchMock = mockApi(() => json(200, []));
    renderPage(<CalendarPage />, { url: '/calendar?date=2027-03-12' });
    await waitFor(() => expect(loadedRanges(fetchMock)).toHaveLength(1));
    expect(loadedRanges(fetchMock)[0]).toEqual({
      startDate: new Date(2027, 2, 1).toISOString(),
      endDate: new Date(2027, 3, 4, 23, 59, 59, 999).toISOString(),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Neste måned' }));
    expect(screen.getByRole('heading', { name: 'April 2027' })).toBeInTheDocument();
    await waitFor(() => expect(loadedRanges(fetchMock)).toHaveLength(2));
    expect(loadedRanges(fetchMock)[1]).toEqual({
      startDate: new Date(2027, 2, 29).toISOString(),
      endDate: new Date(2027, 4, 2, 23, 59, 59, 999).toISOString(),
    });
    expect(screen.getByTestId('search')).toHaveTextContent('?month=2027-04');

    await userEvent.click(screen.getByRole('button', { name: 'Forrige måned' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forrige måned' }));
    expect(screen.getByRole('heading', { name: 'Februar 2027' })).toBeInTheDocument();
    await waitFor(() => expect(loadedRanges(fetchMock)).toHaveLength(3));
    expect(loadedRanges(fetchMock)[2]).toEqual({
      startDate: new Date(2027, 1, 1).toISOString(),
      endDate: new Date(2027, 1, 28, 23, 59, 59, 999).toISOString(),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'Januar 2028' })).toBeInTheDocument();
    expect(screen.getByRole('button', { current: 'date' })).toHaveAccessibleName(
      /^Mandag 31\. januar 2028.*, i dag$/,
    );
    await waitFor(() => expect(loadedRanges(fetchMock)).toContainEqual(monthRange(2028, 0)));
  });

  it('lists the selected day’s events with time range and details link, or says the day is empty', async () => {
    mockApi(() => json(200, [OTHER, INTERVIEW, DEADLINE, MONDAY]));
    renderPage(<CalendarPage />, { url: '/calendar?date=2027-03-12' });

    const selectedDay = await screen.findByRole('region', { name: 'Fredag 12. mars 2027' });
    await within(selectedDay).findByText('Besøk på verkstedet');
    expect(
      within(selectedDay)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '09:00Søknadsfrist Elektro ASFristView Details',
      '14:30–15:30Intervju hos Rør ASIntervjuView Details',
      '16:00–17:00Besøk på verkstedetAnnetView Details',
    ]);

    await userEvent.click(dayCell(/^Mandag 15\. mars 2027/));
    const monday = screen.getByRole('region', { name: 'Mandag 15. mars 2027' });
    expect(within(monday).getByText('09:00–10:00')).toBeInTheDocument();
    expect(
      within(monday).getByRole('link', { name: 'View Details: Intervju hos Lys & Kraft' }),
    ).toHaveAttribute('href', `/calendar/events/${MONDAY.id}?date=2027-03-15`);
    expect(within(monday).getByRole('link', { name: 'Se hele dagen' })).toHaveAttribute(
      'href',
      '/calendar/day/2027-03-15',
    );
    expect(screen.getByTestId('search')).toHaveTextContent('?month=2027-03&date=2027-03-15');

    // The keyboard moves the selection (and focus) one day on.
    await userEvent.keyboard('{ArrowRight}');
    const tuesday = dayCell(/^Tirsdag 16\. mars 2027/);
    expect(tuesday).toHaveFocus();
    expect(tuesday).toHaveAttribute('tabindex', '0');
    expect(
      within(screen.getByRole('region', { name: 'Tirsdag 16. mars 2027' })).getByText(
        'Ingen hendelser denne dagen.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the week of the selected day when Uke is chosen', async () => {
    const fetchMock = mockApi(() => json(200, [INTERVIEW, MONDAY]));
    renderPage(<CalendarPage />, { url: '/calendar?date=2027-03-12' });
    await waitFor(() => expect(loadedRanges(fetchMock)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Uke' }));

    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '8. mars 2027 – 14. mars 2027' })).toBeVisible();
    const friday = screen.getByRole('region', { name: 'Fredag 12. mars 2027' });
    expect(await within(friday).findByText('Intervju hos Rør AS')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Mandag 8. mars 2027' })).getByText(
        'Ingen hendelser.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Neste uke' }));
    expect(await screen.findByText('Intervju hos Lys & Kraft')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?date=2027-03-19&view=week');
    // The week stays inside March's grid, so nothing more is loaded.
    expect(loadedRanges(fetchMock)).toHaveLength(1);
  });

  it('reports a failed load with the toast and the server message, and retries', async () => {
    let fail = true;
    mockApi(() =>
      fail
        ? json(500, { statusCode: 500, error: 'INTERNAL', message: 'Databasen svarer ikke' })
        : json(200, [INTERVIEW]),
    );
    renderPage(<CalendarPage />, { url: '/calendar?date=2027-03-12' });

    const message = await screen.findByText('Databasen svarer ikke');
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText(CALENDAR_MESSAGES.loadFailed)).toBeInTheDocument();
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(CALENDAR_MESSAGES.loadFailed)).toHaveLength(2));

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(
      await screen.findByRole('button', { name: 'Fredag 12. mars 2027, 1 hendelse' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Databasen svarer ikke')).not.toBeInTheDocument();
  });

  it('falls back to the spec’s text when the server sends no message', async () => {
    mockApi(() => json(502));
    renderPage(<CalendarPage />, { url: '/calendar?date=2027-03-12' });
    expect(await screen.findByText(CALENDAR_MESSAGES.fetchFallback)).toBeInTheDocument();
  });
});
