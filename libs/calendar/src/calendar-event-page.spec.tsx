import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import { CalendarEventPage } from './calendar-event-page.tsx';
import { monthRange } from './month-grid.ts';
import {
  anEvent,
  at,
  freezeToday,
  json,
  loadedRanges,
  mockApi,
  renderPage,
  requests,
} from './testing/render-page.tsx';

const EVENT = anEvent({
  title: 'Intervju hos Rør AS',
  startDate: at(2027, 2, 12, 14, 30),
  endDate: at(2027, 2, 12, 15, 30),
  description: 'Ta med vitnemålet.',
});
const PATH = '/calendar/events/:id';

describe('CalendarEventPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads the day named in the address and shows the event', async () => {
    const fetchMock = mockApi(() => json(200, [anEvent({ title: 'Annen' }), EVENT]));
    renderPage(<CalendarEventPage />, {
      url: `/calendar/events/${EVENT.id}?date=2027-03-12`,
      path: PATH,
    });

    expect(await screen.findByRole('heading', { name: 'Intervju hos Rør AS' })).toBeVisible();
    expect(screen.getByText('Fredag 12. mars 2027')).toBeInTheDocument();
    expect(screen.getByText('14:30–15:30')).toBeInTheDocument();
    expect(screen.getByText('Intervju')).toBeInTheDocument();
    expect(screen.getByText('Ta med vitnemålet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til kalenderen' })).toHaveAttribute(
      'href',
      '/calendar?date=2027-03-12',
    );
    expect(loadedRanges(fetchMock)).toEqual([
      {
        startDate: new Date(2027, 2, 12).toISOString(),
        endDate: new Date(2027, 2, 12, 23, 59, 59, 999).toISOString(),
      },
    ]);
  });

  it('loads the current month without a day, and says when the event is not there', async () => {
    freezeToday(new Date(2027, 4, 31, 23, 59));
    const fetchMock = mockApi(() => json(200, [EVENT]));
    renderPage(<CalendarEventPage />, { url: '/calendar/events/finnes-ikke', path: PATH });

    expect(
      await screen.findByRole('heading', { name: CALENDAR_MESSAGES.notFound }),
    ).toBeInTheDocument();
    expect(loadedRanges(fetchMock)).toEqual([monthRange(2027, 4)]);
  });

  it('lets the owner change the event with the same form, following it to its new day', async () => {
    const bodies: unknown[] = [];
    mockApi(async (path, request) => {
      if (request.method === 'PUT') {
        const body = await request.json();
        bodies.push({ path, body });
        return json(200, { id: EVENT.id, ...body });
      }
      const day = new URL(request.url).searchParams.get('startDate');
      const moved = bodies.length > 0;
      if (day === new Date(2027, 2, 15).toISOString() && moved) {
        return json(200, [{ ...EVENT, startDate: at(2027, 2, 15, 10), endDate: null }]);
      }
      return json(200, moved ? [] : [EVENT]);
    });
    renderPage(<CalendarEventPage />, {
      url: `/calendar/events/${EVENT.id}?date=2027-03-12`,
      path: PATH,
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Endre' }));
    // The form loads when editing starts; the keyboard starts at its heading, not the page's top.
    expect(await screen.findByLabelText(/^Tittel/)).toHaveValue('Intervju hos Rør AS');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByLabelText(/^Start/)).toHaveValue('2027-03-12T14:30');
    fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: '2027-03-15T10:00' } });
    fireEvent.change(screen.getByLabelText(/^Slutt/), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));

    expect(await screen.findByText('Hendelsen er oppdatert.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        path: `/api/calendar/events/${EVENT.id}`,
        body: {
          title: 'Intervju hos Rør AS',
          type: 'interview',
          startDate: at(2027, 2, 15, 10),
          endDate: null,
          description: 'Ta med vitnemålet.',
        },
      },
    ]);
    // The toast shows before the page follows the event to its new day.
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?date=2027-03-15'));
    expect(await screen.findByText('Mandag 15. mars 2027')).toBeInTheDocument();
    expect(screen.getByText('10:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endre' })).toHaveFocus();
  });

  it('deletes the event after a confirmation and goes back to the calendar', async () => {
    const fetchMock = mockApi((_path, request) =>
      request.method === 'DELETE' ? json(204) : json(200, [EVENT]),
    );
    renderPage(<CalendarEventPage />, {
      url: `/calendar/events/${EVENT.id}?date=2027-03-12`,
      path: PATH,
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Slett' }));
    const dialog = screen.getByRole('dialog', { name: 'Slette hendelsen?' });
    expect(dialog).toHaveTextContent('«Intervju hos Rør AS» blir slettet');
    await userEvent.click(screen.getByRole('button', { name: 'Slett hendelsen' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/calendar$/));
    expect(screen.getByTestId('search')).toHaveTextContent('?date=2027-03-12');
    expect(
      requests(fetchMock)
        .filter(({ method }) => method === 'DELETE')
        .map(({ url }) => url.pathname),
    ).toEqual([`/api/calendar/events/${EVENT.id}`]);
    expect(await screen.findByText('Hendelsen er slettet.')).toBeInTheDocument();
  });

  it('keeps the event and reports it when deleting fails', async () => {
    mockApi((_path, request) => (request.method === 'DELETE' ? json(500) : json(200, [EVENT])));
    renderPage(<CalendarEventPage />, {
      url: `/calendar/events/${EVENT.id}?date=2027-03-12`,
      path: PATH,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Slett' }));
    await userEvent.click(screen.getByRole('button', { name: 'Slett hendelsen' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.deleteFallback)).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(`/calendar/events/${EVENT.id}`);
  });

  it("leads an interview's event to its application instead of changing it here", async () => {
    const interview = { ...EVENT, link: '/business/applications/job-1' };
    mockApi(() => json(200, [interview]));
    renderPage(<CalendarEventPage />, {
      url: `/calendar/events/${EVENT.id}?date=2027-03-12`,
      path: PATH,
    });
    const open = await screen.findByRole('link', { name: 'Åpne søknaden' });
    expect(open).toHaveAttribute('href', '/business/applications/job-1');
    expect(screen.getByText(CALENDAR_MESSAGES.interviewFromApplication)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Endre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slett' })).not.toBeInTheDocument();
  });
});
