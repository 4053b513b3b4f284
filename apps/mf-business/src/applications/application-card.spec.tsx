import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, ONLINE_MEETING } from '@yrkesbro/contracts';
import type { BusinessApplication } from '@yrkesbro/contracts';
import { application, applicationsResponse } from '../testing/fixtures.ts';
import { freezeToday, json, mockApi, renderPage } from '../testing/render-page.tsx';
import ApplicationsPage from './applications-page.tsx';

const LONG_LETTER = `Hei!\n${'Jeg har jobbet med snekring hver sommer. '.repeat(10)}\nHilsen Ola`;

interface Write {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Serves the business's applications and applies every status change and interview to them,
 * as the API does; `fail` answers a write with an error instead.
 */
function serve(
  initial: BusinessApplication[] = [application({ cover_letter: LONG_LETTER })],
  fail: (path: string) => Response | Promise<Response> | undefined = () => undefined,
) {
  let applications = initial;
  const writes: Write[] = [];
  mockApi(async (path, request) => {
    if (path === '/api/businesses/applications/all')
      return json(200, applicationsResponse(applications));
    if (request.method === 'GET') return json(404);
    const body = request.method === 'DELETE' ? undefined : await request.json();
    writes.push({ method: request.method, path, body });
    const failure = fail(path);
    if (failure) return failure;
    const [, uuid, action] =
      /^\/api\/businesses\/applications\/([^/]+)\/(status|schedule-interview|interview)$/.exec(
        path,
      ) ?? [];
    const changed = applications.find((one) => one.application_uuid === uuid);
    if (!changed) return json(404);
    // The fixtures' interviews are all still to come (in 2028): Avvist cancels them.
    const next: BusinessApplication =
      action === 'status'
        ? {
            ...changed,
            status: body.status,
            application_status: body.status,
            interview: body.status === 'rejected' ? null : changed.interview,
          }
        : action === 'interview'
          ? {
              ...changed,
              interview: null,
              ...(changed.status === 'interview' && {
                status: 'pending',
                application_status: 'pending',
              }),
            }
          : { ...changed, interview: body, status: 'interview', application_status: 'interview' };
    applications = applications.map((one) => (one === changed ? next : one));
    return json(200, next);
  });
  return { writes };
}

/**
 * A page gone stale: it shows `shown`, while another tab has made it `meanwhile`. The API
 * refuses each write (409), and the list read after it is the one the API has now.
 */
function serveChangedMeanwhile(shown: BusinessApplication, meanwhile: BusinessApplication) {
  let served = shown;
  const writes: Write[] = [];
  mockApi(async (path, request) => {
    if (path === '/api/businesses/applications/all')
      return json(200, applicationsResponse([served]));
    if (request.method === 'GET') return json(404);
    const body = request.method === 'DELETE' ? undefined : await request.json();
    writes.push({ method: request.method, path, body });
    served = meanwhile;
    return json(409, {
      statusCode: 409,
      error: 'CONFLICT',
      message: APPLICATION_MESSAGES.changedMeanwhile,
    });
  });
  return { writes };
}

async function card() {
  const list = await screen.findByRole('list', { name: 'Alle søknader' });
  return within(list).getAllByRole('listitem')[0];
}

const statusButton = (within_: HTMLElement, name: string) =>
  within(within(within_).getByRole('group', { name: /^Endre status/ })).getByRole('button', {
    name,
  });

async function chooseInterview() {
  const item = await card();
  await userEvent.click(statusButton(item, 'Intervju'));
  return screen.findByRole('dialog', { name: 'Planlegg intervju' });
}

function setField(dialog: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Intervju, filled in for 20 May 2028 at 14:30 in Verkstedet, and Send invitasjon pressed. */
async function sendInvitation() {
  const dialog = await chooseInterview();
  setField(dialog, /^Dato/, '2028-05-20');
  setField(dialog, /^Tidspunkt/, '14:30');
  await userEvent.click(within(dialog).getByLabelText(/^Sted/));
  await userEvent.paste('Verkstedet');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));
  return dialog;
}

describe('ApplicationCard', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the student, the job, the date, the folded letter and the CV in a new tab', async () => {
    serve();
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    expect(within(item).getByRole('heading', { name: 'Ola Nordmann' })).toBeInTheDocument();
    expect(within(item).getByText('ON')).toBeInTheDocument();
    expect(item).toHaveTextContent('Elev ved Byåsen vgs');
    expect(item).toHaveTextContent('Trondheim');
    expect(item).toHaveTextContent('Søkte på Tømrerlærling · 12. mars 2027');
    expect(within(item).getByRole('link', { name: 'Tømrerlærling' })).toHaveAttribute(
      'href',
      '/business/applications/job-1',
    );
    const cv = within(item).getByRole('link', { name: /Åpne CV-en til Ola Nordmann/ });
    expect(cv).toHaveAttribute('href', 'https://example.com/ola-cv.pdf');
    expect(cv).toHaveAttribute('target', '_blank');
    expect(cv.getAttribute('rel')).toContain('noopener');

    const more = within(item).getByRole('button', { name: 'Vis hele søknadsbrevet' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(item).getByRole('button', { name: 'Vis mindre' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the picture when the student has one', async () => {
    serve([application({ profile_picture_url: '/uploads/ola.png' })]);
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    expect(
      within(item).getByRole('img', { name: 'Profilbildet til Ola Nordmann' }),
    ).toHaveAttribute('src', '/uploads/ola.png');
  });

  it("links the student's name to the public profile", async () => {
    serve([application({ uuid: 'profile-7' })]);
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    expect(within(item).getByRole('link', { name: 'Ola Nordmann' })).toHaveAttribute(
      'href',
      '/profile/profile-7',
    );
  });

  it('disables the current status, and a new one is saved with PUT', async () => {
    const { writes } = serve();
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    expect(within(item).getByText('Venter', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(statusButton(item, 'Venter')).toBeDisabled();
    for (const name of ['Godkjent', 'Avvist', 'Intervju'])
      expect(statusButton(item, name)).toBeEnabled();

    await userEvent.click(statusButton(item, 'Godkjent'));
    expect(await screen.findByText(APPLICATION_MESSAGES.statusUpdated)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/businesses/applications/application-1/status',
        body: { status: 'accepted', from: 'pending' },
      },
    ]);
    await waitFor(() => expect(statusButton(item, 'Godkjent')).toBeDisabled());
    expect(statusButton(item, 'Venter')).toBeEnabled();
    expect(within(item).getByText('Godkjent', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Kunne ikke oppdatere søknadsstatus when the PUT fails', async () => {
    serve(undefined, () => json(500));
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    await userEvent.click(statusButton(item, 'Avvist'));
    expect(await screen.findByText(APPLICATION_MESSAGES.statusFailed)).toBeInTheDocument();
    expect(statusButton(item, 'Venter')).toBeDisabled();
    expect(statusButton(item, 'Avvist')).toBeEnabled();
  });

  it('reads the list again when the student withdrew the application meanwhile (404)', async () => {
    const withdrawn = application({ name: 'Ola Nordmann' });
    const served = { all: [withdrawn] as BusinessApplication[] };
    mockApi(async (path, request) => {
      if (path === '/api/businesses/applications/all')
        return json(200, applicationsResponse(served.all));
      if (request.method !== 'GET') {
        // The student's withdrawal has come first: the list the business reads next is empty.
        served.all = [];
        return json(404, { statusCode: 404, error: 'NOT_FOUND', message: 'Fant ikke søknaden.' });
      }
      return json(404);
    });
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    await userEvent.click(statusButton(item, 'Godkjent'));
    expect(await screen.findByText('Fant ikke søknaden.')).toBeInTheDocument();
    expect(await screen.findByText(APPLICATION_MESSAGES.noApplications)).toBeInTheDocument();
  });

  it('closes the interview dialog when the student withdrew the application meanwhile', async () => {
    freezeToday(new Date('2027-06-01T08:00:00Z'));
    serve(undefined, (path) =>
      path.endsWith('/schedule-interview')
        ? json(404, { statusCode: 404, error: 'NOT_FOUND', message: 'Fant ikke søknaden.' })
        : undefined,
    );
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    await sendInvitation();
    expect(await screen.findByText('Fant ikke søknaden.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Planlegg intervju' })).not.toBeInTheDocument(),
    );
  });

  it('says so when another tab changed the status meanwhile (409), and shows the one it has now', async () => {
    const { writes } = serveChangedMeanwhile(application(), application({ status: 'rejected' }));
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    await userEvent.click(statusButton(item, 'Godkjent'));
    expect(await screen.findByText(APPLICATION_MESSAGES.changedMeanwhile)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/businesses/applications/application-1/status',
        body: { status: 'accepted', from: 'pending' },
      },
    ]);
    await waitFor(() => expect(statusButton(item, 'Avvist')).toBeDisabled());
    expect(within(item).getByText('Avvist', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByText(APPLICATION_MESSAGES.statusUpdated)).not.toBeInTheDocument();
  });

  it('closes Flytt intervju when the interview was cancelled meanwhile (409), and shows none', async () => {
    freezeToday(new Date('2027-06-01T08:00:00Z'));
    const planned = {
      interviewDate: '2028-05-20',
      interviewTime: '14:30',
      meetingType: 'physical' as const,
      location: 'Strandkaien 2',
    };
    const { writes } = serveChangedMeanwhile(
      application({ status: 'interview', interview: planned }),
      application(),
    );
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    await userEvent.click(within(item).getByRole('button', { name: 'Flytt intervju' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flytt intervju' });
    setField(dialog, /^Tidspunkt/, '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send ny tid' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.changedMeanwhile)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/businesses/applications/application-1/schedule-interview',
        body: { ...planned, interviewTime: '15:00', moving: true },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(item).queryByRole('button', { name: 'Flytt intervju' }),
      ).not.toBeInTheDocument(),
    );
    expect(statusButton(item, 'Venter')).toBeDisabled();
    expect(screen.queryByText(APPLICATION_MESSAGES.interviewRescheduled)).not.toBeInTheDocument();
  });

  it('closes the Avvist question when the application changed meanwhile (409)', async () => {
    freezeToday(new Date('2027-06-01T08:00:00Z'));
    const planned = {
      interviewDate: '2028-05-20',
      interviewTime: '14:30',
      meetingType: 'online' as const,
      location: ONLINE_MEETING,
    };
    const { writes } = serveChangedMeanwhile(
      application({ status: 'interview', interview: planned }),
      application({ status: 'accepted', interview: planned }),
    );
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    await userEvent.click(statusButton(item, 'Avvist'));
    const confirm = await screen.findByRole('dialog', {
      name: 'Avvise søknaden og avlyse intervjuet?',
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Avvis og avlys intervjuet' }),
    );
    expect(await screen.findByText(APPLICATION_MESSAGES.changedMeanwhile)).toBeInTheDocument();
    expect(writes.map(({ body }) => body)).toEqual([{ status: 'rejected', from: 'interview' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(statusButton(item, 'Godkjent')).toBeDisabled());
  });

  it('Intervju only opens the dialog: nothing is saved until the invitation is sent', async () => {
    // 23:59 on 1 June in Norway, already 2 June in UTC.
    freezeToday(new Date('2027-06-01T21:59:00Z'));
    const { writes } = serve();
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    let dialog = await chooseInterview();
    // Closing the dialog leaves the application exactly as it was.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([]);
    expect(statusButton(await card(), 'Venter')).toBeDisabled();
    // The keyboard is back on Intervju, which can still be chosen.
    await waitFor(async () => expect(statusButton(await card(), 'Intervju')).toHaveFocus());
    dialog = await chooseInterview();
    expect(within(dialog).getByLabelText(/^Dato/)).toHaveAttribute('min', '2027-06-01');
    expect(within(dialog).getByLabelText(/^Dato/)).toHaveAttribute('max', '2029-06-01');
    expect(within(dialog).getByRole('radio', { name: 'Fysisk' })).toBeChecked();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));
    expect(
      await within(dialog).findByText(APPLICATION_MESSAGES.interviewDateRequired),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(APPLICATION_MESSAGES.interviewTimeRequired),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(APPLICATION_MESSAGES.interviewLocationRequired),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);

    setField(dialog, /^Dato/, '2028-05-20');
    setField(dialog, /^Tidspunkt/, '14:30');
    await userEvent.click(within(dialog).getByLabelText(/^Sted/));
    await userEvent.paste('  Storgata 1, Trondheim ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.interviewScheduled)).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/api/businesses/applications/application-1/schedule-interview',
      body: {
        interviewDate: '2028-05-20',
        interviewTime: '14:30',
        meetingType: 'physical',
        location: 'Storgata 1, Trondheim',
        moving: false,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const item = await card();
    await waitFor(() => expect(item).toHaveTextContent('20. mai 2028 kl. 14:30'));
    expect(item).toHaveTextContent('Fysisk · Storgata 1, Trondheim');
    expect(statusButton(item, 'Intervju')).toBeDisabled();
    // The button that opened the dialog is disabled now: the keyboard goes on from the card.
    await waitFor(() =>
      expect(within(item).getByRole('group', { name: /^Endre status/ })).toHaveFocus(),
    );
  });

  it('hides the place for a digital interview, keeps it apart from the link, and sends Online Meeting', async () => {
    freezeToday(new Date('2027-06-01T08:00:00Z'));
    const { writes } = serve();
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const dialog = await chooseInterview();
    // A place typed first stays the place: it is not carried over as the meeting's link.
    await userEvent.type(within(dialog).getByLabelText(/^Sted/), 'Storgata 5, Oslo');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Digitalt' }));
    expect(within(dialog).queryByLabelText(/^Sted/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Lenke til møtet/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fysisk' }));
    expect(within(dialog).getByLabelText(/^Sted/)).toHaveValue('Storgata 5, Oslo');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Digitalt' }));
    setField(dialog, /^Dato/, '2028-05-21');
    setField(dialog, /^Tidspunkt/, '09:15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.interviewScheduled)).toBeInTheDocument();
    expect(writes[0].body).toEqual({
      interviewDate: '2028-05-21',
      interviewTime: '09:15',
      meetingType: 'online',
      location: ONLINE_MEETING,
      moving: false,
    });
    const item = await card();
    await waitFor(() => expect(item).toHaveTextContent('21. mai 2028 kl. 09:15'));
    expect(item).toHaveTextContent('Digitalt');
    expect(item).not.toHaveTextContent(ONLINE_MEETING);
  });

  it('refuses a date before today, or years ahead, and sends nothing', async () => {
    freezeToday(new Date('2027-06-01T08:00:00Z'));
    const { writes } = serve();
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const dialog = await chooseInterview();
    setField(dialog, /^Dato/, '2027-05-31');
    setField(dialog, /^Tidspunkt/, '10:00');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Digitalt' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));
    expect(
      await within(dialog).findByText(APPLICATION_MESSAGES.interviewDatePast),
    ).toBeInTheDocument();
    // Nor one more than two years ahead (a typo for the year).
    setField(dialog, /^Dato/, '2929-06-01');
    expect(
      await within(dialog).findByText(APPLICATION_MESSAGES.interviewDateTooFar),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('refuses a time earlier today in Norway, not only an earlier date', async () => {
    // 17:06 in Oslo (summer time) on 1 June.
    freezeToday(new Date('2027-06-01T15:06:00Z'));
    const { writes } = serve();
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const dialog = await chooseInterview();
    setField(dialog, /^Dato/, '2027-06-01');
    setField(dialog, /^Tidspunkt/, '08:00');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Digitalt' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));
    expect(
      await within(dialog).findByText(APPLICATION_MESSAGES.interviewTimePast),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    setField(dialog, /^Tidspunkt/, '17:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitasjon' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.interviewScheduled)).toBeInTheDocument();
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/businesses/applications/application-1/schedule-interview',
    ]);
  });

  it('moves a planned interview with its values filled in, and cancels it after asking', async () => {
    freezeToday(new Date('2027-06-01T08:00:00Z'));
    const planned = {
      interviewDate: '2028-05-20',
      interviewTime: '14:30',
      meetingType: 'online' as const,
      location: 'https://meet.example.no/ror',
    };
    const { writes } = serve([application({ status: 'interview', interview: planned })]);
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    let item = await card();
    expect(item).toHaveTextContent('Digitalt · https://meet.example.no/ror');
    await userEvent.click(within(item).getByRole('button', { name: 'Flytt intervju' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flytt intervju' });
    expect(within(dialog).getByLabelText(/^Dato/)).toHaveValue('2028-05-20');
    expect(within(dialog).getByLabelText(/^Lenke til møtet/)).toHaveValue(
      'https://meet.example.no/ror',
    );
    setField(dialog, /^Tidspunkt/, '15:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send ny tid' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.interviewRescheduled)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/businesses/applications/application-1/schedule-interview',
        body: { ...planned, interviewTime: '15:00', moving: true },
      },
    ]);
    item = await card();
    await waitFor(() => expect(item).toHaveTextContent('20. mai 2028 kl. 15:00'));

    await userEvent.click(within(item).getByRole('button', { name: 'Avlys intervju' }));
    const confirm = await screen.findByRole('dialog', { name: 'Avlyse intervjuet?' });
    expect(confirm).toHaveTextContent('Søknaden står som Venter igjen.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Behold intervjuet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toHaveLength(1);
    await userEvent.click(within(item).getByRole('button', { name: 'Avlys intervju' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Avlyse intervjuet?' })).getByRole(
        'button',
        { name: 'Avlys intervjuet' },
      ),
    );
    expect(await screen.findByText(APPLICATION_MESSAGES.interviewCancelled)).toBeInTheDocument();
    expect(writes[1]).toEqual({
      method: 'DELETE',
      path: '/api/businesses/applications/application-1/interview',
      body: undefined,
    });
    item = await card();
    await waitFor(() => expect(item).not.toHaveTextContent('Intervjuavtale'));
    expect(statusButton(item, 'Venter')).toBeDisabled();
  });

  /** A card at Intervju with its interview still to come. */
  async function withInterviewAhead() {
    freezeToday(new Date('2027-06-01T08:00:00Z'));
    const planned = {
      interviewDate: '2028-05-20',
      interviewTime: '14:30',
      meetingType: 'physical' as const,
      location: 'Strandkaien 2',
    };
    const { writes } = serve([application({ status: 'interview', interview: planned })]);
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    return { writes, item: await card() };
  }

  it('asks before Avvist cancels an interview still to come, and says so when done', async () => {
    const { writes, item } = await withInterviewAhead();
    await userEvent.click(statusButton(item, 'Avvist'));
    let confirm = await screen.findByRole('dialog', {
      name: 'Avvise søknaden og avlyse intervjuet?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Behold intervjuet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([]);

    await userEvent.click(statusButton(item, 'Avvist'));
    confirm = await screen.findByRole('dialog', { name: 'Avvise søknaden og avlyse intervjuet?' });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Avvis og avlys intervjuet' }),
    );
    expect(
      await screen.findByText(
        `${APPLICATION_MESSAGES.statusUpdated}. ${APPLICATION_MESSAGES.interviewCancelled}`,
      ),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/businesses/applications/application-1/status',
        body: { status: 'rejected', from: 'interview' },
      },
    ]);
    await waitFor(() => expect(item).not.toHaveTextContent('Intervjuavtale'));
  });

  it('Venter from Intervju asks as «Avlys intervju» does and cancels the interview', async () => {
    const { writes, item } = await withInterviewAhead();
    await userEvent.click(statusButton(item, 'Venter'));
    const confirm = await screen.findByRole('dialog', { name: 'Avlyse intervjuet?' });
    expect(confirm).toHaveTextContent('Søknaden står som Venter igjen.');
    expect(writes).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avlys intervjuet' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.interviewCancelled)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'DELETE',
        path: '/api/businesses/applications/application-1/interview',
        body: undefined,
      },
    ]);
    await waitFor(() => expect(item).not.toHaveTextContent('Intervjuavtale'));
  });

  it('keeps the dialog open while it sends, and what was typed when planning fails', async () => {
    freezeToday(new Date('2027-06-01T08:00:00Z'));
    let answer: (response: Response) => void = () => undefined;
    serve(undefined, (path) =>
      path.endsWith('/schedule-interview')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : undefined,
    );
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const dialog = await sendInvitation();

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeDisabled(),
    );
    within(dialog).getByLabelText(/^Sted/).focus();
    await userEvent.keyboard('{Escape}');
    answer(json(500));
    expect(await screen.findByText(APPLICATION_MESSAGES.interviewFailed)).toBeInTheDocument();
    // Longer than the dialog's closing transition: had Escape closed it, it would be gone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByRole('dialog', { name: 'Planlegg intervju' })).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Sted/)).toHaveValue('Verkstedet');
    expect(within(dialog).getByLabelText(/^Dato/)).toHaveValue('2028-05-20');
  });

  it('offers Planlegg intervju when the status is Intervju but no time is set', async () => {
    serve([application({ status: 'interview' })]);
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    const item = await card();
    expect(statusButton(item, 'Intervju')).toBeDisabled();
    await userEvent.click(within(item).getByRole('button', { name: 'Planlegg intervju' }));
    expect(await screen.findByRole('dialog', { name: 'Planlegg intervju' })).toBeInTheDocument();
  });

  it("opens the chat with the applicant from 'Send Melding'", async () => {
    const asked: string[] = [];
    mockApi((path) => {
      asked.push(path);
      if (path === '/api/businesses/applications/all')
        return json(200, applicationsResponse([application()]));
      return json(404);
    });
    renderPage(<ApplicationsPage />, { url: '/business/applications' });
    await userEvent.click(
      within(await card()).getByRole('button', { name: 'Send Melding til Ola Nordmann' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ola Nordmann' });
    expect(within(dialog).getByRole('textbox', { name: 'Melding' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('/api/messages/student-user-1'));
  });
});
