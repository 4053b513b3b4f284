import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, ONLINE_MEETING } from '@yrkesbro/contracts';
import type { StudentApplication } from '@yrkesbro/contracts';
import { anApplication } from '../testing/fixtures.ts';
import {
  STUDENT,
  apiError,
  json,
  mockApi,
  renderPage,
  storeSignedIn,
} from '../testing/render-page.tsx';
import ApplicationsPage from './applications-page.tsx';
import { studentApplicationsApi } from './student-applications-api.ts';

const route = { url: '/applications', user: STUDENT };

const FOUR = [
  anApplication(),
  anApplication({
    id: 'application-2',
    job_title: 'Rørleggerlærling',
    job_uuid: 'job-ror',
    business_name: 'Rør AS',
    status: 'interview',
    created_at: '2027-02-03T09:00:00.000Z',
    interview: {
      interviewDate: '2027-04-14',
      interviewTime: '14:30',
      meetingType: 'physical',
      location: 'Storgata 1, Bergen',
    },
  }),
  anApplication({
    id: 'application-3',
    job_title: 'Tømrerlærling',
    status: 'accepted',
    interview: {
      interviewDate: '2027-04-20',
      interviewTime: '09:00',
      meetingType: 'online',
      location: ONLINE_MEETING,
    },
  }),
  anApplication({ id: 'application-4', job_title: 'Malerlærling', status: 'rejected' }),
];

describe('ApplicationsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each søknad with its job, company, date, status label and interview', async () => {
    mockApi((path) => (path === '/api/users/applications' ? json(200, FOUR) : json(404)));
    renderPage(<ApplicationsPage />, route);
    expect(screen.getByRole('heading', { name: 'Mine søknader', level: 1 })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Mine søknader' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]).getByRole('link', { name: 'Lærling elektriker' })).toHaveAttribute(
      'href',
      '/jobs/11111111-1111-4111-8111-111111111111',
    );
    expect(items[0]).toHaveTextContent('Lys & Kraft AS');
    expect(items[0]).toHaveTextContent('Søkt 12. mars 2027');
    expect(
      items.map(
        (item) => within(item).getByText(/^(Venter|Godkjent|Avvist|Intervju)$/).textContent,
      ),
    ).toEqual(['Venter', 'Intervju', 'Godkjent', 'Avvist']);

    expect(items[1]).toHaveTextContent('14. april 2027 kl. 14:30');
    expect(items[1]).toHaveTextContent('Fysisk møte · Storgata 1, Bergen');
    expect(items[2]).toHaveTextContent('Digitalt møte');
    expect(items[2]).not.toHaveTextContent(ONLINE_MEETING);
  });

  it("shows the company's answer given since the last visit, not the status seen then", async () => {
    let status: StudentApplication['status'] = 'pending';
    mockApi((path) =>
      path === '/api/users/applications' ? json(200, [anApplication({ status })]) : json(404),
    );
    const store = storeSignedIn(STUDENT);
    const first = renderPage(<ApplicationsPage />, { ...route, store });
    expect(await screen.findByText('Venter')).toBeInTheDocument();
    first.unmount();
    status = 'accepted';
    // A visit a while later: what was read then is no longer taken as fresh.
    jest.useFakeTimers({ advanceTimers: true, now: Date.now() + 60_000 });
    try {
      renderPage(<ApplicationsPage />, { ...route, store });
      expect(await screen.findByText('Godkjent')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Trekk søknaden/ })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("links a digital interview's meeting address, opening in a new tab", async () => {
    const online = anApplication({
      status: 'interview',
      interview: {
        interviewDate: '2027-04-20',
        interviewTime: '09:00',
        meetingType: 'online',
        location: 'https://meet.example.no/abc',
      },
    });
    mockApi((path) => (path === '/api/users/applications' ? json(200, [online]) : json(404)));
    renderPage(<ApplicationsPage />, route);
    const link = await screen.findByRole('link', {
      name: 'Møtelenke https://meet.example.no/abc (åpnes i ny fane)',
    });
    expect(link).toHaveAttribute('href', 'https://meet.example.no/abc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('names a job the company has closed without a link to an ad that is no longer there', async () => {
    mockApi(() =>
      json(200, [
        anApplication({ job_title: 'Malerlærling', job_open: false, status: 'accepted' }),
      ]),
    );
    renderPage(<ApplicationsPage />, route);
    const list = await screen.findByRole('list', { name: 'Mine søknader' });
    expect(within(list).getByRole('heading', { name: 'Malerlærling' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Malerlærling' })).not.toBeInTheDocument();
    expect(list).toHaveTextContent('Annonsen er lukket av bedriften');
  });

  it('has a friendly empty state with the way to the jobs', async () => {
    mockApi(() => json(200, []));
    renderPage(<ApplicationsPage />, route);
    expect(await screen.findByText(APPLICATION_MESSAGES.noApplications)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se ledige jobber' })).toHaveAttribute('href', '/jobs');
  });

  it('says Kunne ikke laste jobbsøknader and loads again on Prøv igjen', async () => {
    let fail = true;
    mockApi(() => (fail ? json(500) : json(200, [anApplication()])));
    renderPage(<ApplicationsPage />, route);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(APPLICATION_MESSAGES.studentLoadFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('link', { name: 'Lærling elektriker' })).toBeInTheDocument();
  });

  it("opens the chat with the company from 'Send melding', not for a job posted without an account", async () => {
    const asked: string[] = [];
    mockApi((path) => {
      asked.push(path);
      if (path === '/api/users/applications')
        return json(200, [
          anApplication(),
          anApplication({ id: 'application-2', business_name: 'Gjest AS', business_user_id: null }),
        ]);
      return json(404);
    });
    renderPage(<ApplicationsPage />, route);
    const list = await screen.findByRole('list', { name: 'Mine søknader' });
    const [owned, guest] = within(list).getAllByRole('listitem');
    expect(within(guest).queryByRole('button', { name: /^Send melding/ })).toBeNull();
    await userEvent.click(
      within(owned).getByRole('button', { name: 'Send melding til Lys & Kraft AS' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Lys & Kraft AS' });
    expect(within(dialog).getByRole('textbox', { name: 'Melding' })).toBeInTheDocument();
    await waitFor(() =>
      expect(asked).toContain('/api/messages/33333333-3333-4333-8333-333333333333'),
    );
  });

  describe('Trekk søknaden', () => {
    /** Serves the list (as it stands after each DELETE) and answers each DELETE with `answer`. */
    function serve(applications: StudentApplication[], answer = () => json(204)) {
      let current = applications;
      const asked: string[] = [];
      mockApi((path, request) => {
        asked.push(`${request.method} ${path}`);
        if (path === '/api/users/applications') return json(200, current);
        if (request.method === 'DELETE' && path.startsWith('/api/applications/')) {
          const response = answer();
          if (response.status === 204)
            current = current.filter((a) => path !== `/api/applications/${a.id}`);
          return response;
        }
        return json(404);
      });
      return asked;
    }

    async function askToWithdraw(jobTitle: string) {
      await userEvent.click(
        await screen.findByRole('button', { name: `Trekk søknaden til ${jobTitle}` }),
      );
      return screen.findByRole('dialog', { name: `Vil du trekke søknaden til ${jobTitle}?` });
    }

    it('is offered only while the business has not answered (Venter, Intervju)', async () => {
      serve(FOUR);
      renderPage(<ApplicationsPage />, route);
      const list = await screen.findByRole('list', { name: 'Mine søknader' });
      const offered = within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).queryByRole('button', { name: /^Trekk søknaden/ }) !== null);
      expect(offered).toEqual([true, true, false, false]);
    });

    it('asks first, then withdraws: a toast, the card gone, focus on the next one, the job open to Søk again', async () => {
      const asked = serve(FOUR);
      const store = storeSignedIn(STUDENT);
      await store.dispatch(
        studentApplicationsApi.util.upsertQueryData('getJobApplied', FOUR[0].job_uuid, {
          applied: true,
        }),
      );
      renderPage(<ApplicationsPage />, { ...route, store });
      const dialog = await askToWithdraw('Lærling elektriker');
      expect(dialog).toHaveTextContent(
        'Søknaden slettes, og Lys & Kraft AS ser den ikke lenger. Du kan søke på stillingen igjen så lenge den er ledig.',
      );
      // Avbryt is the safe default, and nothing is sent before the student confirms.
      expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
      expect(asked.filter((call) => call.startsWith('DELETE'))).toEqual([]);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Trekk søknaden' }));
      expect(await screen.findByText(APPLICATION_MESSAGES.withdrawn)).toBeInTheDocument();
      expect(asked).toContain('DELETE /api/applications/application-1');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const list = screen.getByRole('list', { name: 'Mine søknader' });
      expect(within(list).queryByRole('link', { name: 'Lærling elektriker' })).toBeNull();
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      await waitFor(() => expect(items[0]).toHaveFocus());
      expect(items[0]).toHaveTextContent('Rørleggerlærling');
      const applied = studentApplicationsApi.endpoints.getJobApplied.select(FOUR[0].job_uuid);
      const state = store.getState() as unknown as Parameters<typeof applied>[0];
      expect(applied(state).data).toEqual({ applied: false });
    });

    it('says so at an interview, and leaves focus on the empty state when the last søknad goes', async () => {
      serve([FOUR[1]]);
      renderPage(<ApplicationsPage />, route);
      const dialog = await askToWithdraw('Rørleggerlærling');
      expect(dialog).toHaveTextContent(
        'Det planlagte intervjuet avlyses, og bedriften får beskjed.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Trekk søknaden' }));
      const empty = await screen.findByText(APPLICATION_MESSAGES.noApplications);
      await waitFor(() => expect(empty.closest('[role="status"]')).toHaveFocus());
    });

    it('keeps the dialog open to try again when it fails, with the fallback message', async () => {
      const asked = serve(FOUR, () => json(500));
      renderPage(<ApplicationsPage />, route);
      const dialog = await askToWithdraw('Lærling elektriker');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Trekk søknaden' }));
      expect(await screen.findByText(APPLICATION_MESSAGES.withdrawFailed)).toBeInTheDocument();
      expect(dialog).toBeInTheDocument();
      // Behind the open dialog, the søknad is still there.
      expect(
        screen.getByRole('link', { name: 'Lærling elektriker', hidden: true }),
      ).toBeInTheDocument();
      expect(asked.filter((call) => call === 'GET /api/users/applications')).toHaveLength(1);
    });

    it("shows the API's message when the business has answered meanwhile, and reads the list again", async () => {
      const asked = serve(FOUR, () => apiError(409, APPLICATION_MESSAGES.notWithdrawable));
      renderPage(<ApplicationsPage />, route);
      const dialog = await askToWithdraw('Lærling elektriker');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Trekk søknaden' }));
      expect(await screen.findByText(APPLICATION_MESSAGES.notWithdrawable)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(asked.filter((call) => call === 'GET /api/users/applications')).toHaveLength(2),
      );
      expect(screen.getByRole('link', { name: 'Lærling elektriker' })).toBeInTheDocument();
    });
  });
});
