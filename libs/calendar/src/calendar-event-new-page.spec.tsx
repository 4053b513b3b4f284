import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import { CalendarEventNewPage } from './calendar-event-new-page.tsx';
import {
  anEvent,
  at,
  chooseOption,
  json,
  mockApi,
  renderPage,
  requests,
} from './testing/render-page.tsx';

async function chooseType(label: string) {
  await chooseOption(/^Type/, label);
}

/** Pastes the text: typing it key by key re-validates the whole form on every key. */
async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

const setDateTime = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CalendarEventNewPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec’s messages and sends nothing while the form is incomplete', async () => {
    const fetchMock = mockApi(() => json(201, anEvent()));
    renderPage(<CalendarEventNewPage />, { url: '/calendar/events/new' });

    expect(screen.getByRole('heading', { name: 'Ny hendelse' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lagre hendelse' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(CALENDAR_MESSAGES.startRequired)).toBeInTheDocument();

    await fill(/^Tittel/, 'Frist for søknad');
    setDateTime(/^Start/, '2027-03-12T14:30');
    setDateTime(/^Slutt/, '2027-03-12T13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre hendelse' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every error of a refused form at once, not one per press', async () => {
    const fetchMock = mockApi(() => json(201, anEvent()));
    renderPage(<CalendarEventNewPage />, { url: '/calendar/events/new?date=2027-03-12' });

    setDateTime(/^Slutt/, '2027-03-12T08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre hendelse' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(screen.getByText(CALENDAR_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tittel/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the event and goes back to the calendar at its day with a toast', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi(async (path, request) => {
      if (path === '/api/calendar/events' && request.method === 'POST') {
        const body = await request.json();
        bodies.push(body);
        return json(201, { id: 'ny-hendelse', ...body });
      }
      return json(200, []);
    });
    renderPage(<CalendarEventNewPage />, { url: '/calendar/events/new?date=2027-03-12' });

    // The calendar's selected day starts the event at 09:00.
    expect(screen.getByLabelText(/^Start/)).toHaveValue('2027-03-12T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre hendelse' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.titleRequired)).toBeInTheDocument();

    await fill(/^Tittel/, '  Intervju hos Rør AS ');
    await chooseType('Intervju');
    setDateTime(/^Start/, '2027-03-12T14:30');
    setDateTime(/^Slutt/, '2027-03-12T15:30');
    await fill(/^Beskrivelse/, 'Ta med vitnemålet.');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre hendelse' }));

    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/calendar$/));
    expect(screen.getByTestId('search')).toHaveTextContent('?date=2027-03-12');
    expect(bodies).toEqual([
      {
        title: 'Intervju hos Rør AS',
        type: 'interview',
        startDate: at(2027, 2, 12, 14, 30),
        endDate: at(2027, 2, 12, 15, 30),
        description: 'Ta med vitnemålet.',
      },
    ]);
    expect(requests(fetchMock).map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /api/calendar/events',
    ]);
    expect(await screen.findByText('Hendelsen er lagt til.')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s message when saving fails', async () => {
    mockApi(() =>
      json(400, { statusCode: 400, error: 'BAD_REQUEST', message: CALENDAR_MESSAGES.typeInvalid }),
    );
    renderPage(<CalendarEventNewPage />, { url: '/calendar/events/new?date=2027-03-12' });
    await fill(/^Tittel/, 'Møte');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre hendelse' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.typeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tittel/)).toHaveValue('Møte');
    expect(screen.getByTestId('path')).toHaveTextContent('/calendar/events/new');
  });

  it('falls back to “Failed to add event” without a server message', async () => {
    mockApi(() => json(500));
    renderPage(<CalendarEventNewPage />, { url: '/calendar/events/new?date=2027-03-12' });
    await fill(/^Tittel/, 'Møte');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre hendelse' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.addFallback)).toBeInTheDocument();
  });
});
