import { screen, within } from '@testing-library/react';
import { CalendarDayPage } from './calendar-day-page.tsx';
import { anEvent, at, json, loadedRanges, mockApi, renderPage } from './testing/render-page.tsx';

const PATH = '/calendar/day/:date';

describe('CalendarDayPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every event of the day, earliest first, with the way back', async () => {
    const events = [
      anEvent({ title: 'Tredje', startDate: at(2027, 2, 12, 16), endDate: null }),
      anEvent({ title: 'Første', startDate: at(2027, 2, 12, 8), endDate: null }),
      anEvent({ title: 'Andre', startDate: at(2027, 2, 12, 12), endDate: null }),
    ];
    const fetchMock = mockApi(() => json(200, events));
    renderPage(<CalendarDayPage />, { url: '/calendar/day/2027-03-12', path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Fredag 12. mars 2027' })).toBeVisible();
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/Første|Andre|Tredje/).textContent),
    ).toEqual(['Første', 'Andre', 'Tredje']);
    expect(screen.getByRole('link', { name: 'Tilbake til kalenderen' })).toHaveAttribute(
      'href',
      '/calendar?date=2027-03-12',
    );
    expect(screen.getByRole('link', { name: 'Neste dag' })).toHaveAttribute(
      'href',
      '/calendar/day/2027-03-13',
    );
    expect(loadedRanges(fetchMock)).toEqual([
      {
        startDate: new Date(2027, 2, 12).toISOString(),
        endDate: new Date(2027, 2, 12, 23, 59, 59, 999).toISOString(),
      },
    ]);
  });

  it('says so when the day has no events', async () => {
    mockApi(() => json(200, []));
    renderPage(<CalendarDayPage />, { url: '/calendar/day/2027-03-13', path: PATH });
    expect(await screen.findByText('Ingen hendelser denne dagen.')).toBeInTheDocument();
  });

  it('asks for a real day and loads nothing for a date that does not exist', () => {
    const fetchMock = mockApi(() => json(200, []));
    renderPage(<CalendarDayPage />, { url: '/calendar/day/2027-02-30', path: PATH });
    expect(screen.getByRole('heading', { name: 'Ugyldig dato' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
