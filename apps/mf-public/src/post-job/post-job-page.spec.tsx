import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import { chooseOption, json, mockApi, renderPage } from '../testing/render-page.tsx';
import PostJobPage from './post-job-page.tsx';

const JOB_UUID = '44444444-4444-4444-8444-444444444444';
const VOCATIONS = [
  { id: 3, name: 'Elektriker' },
  { id: 5, name: 'Rørlegger' },
];

type Call = { path: string; body: unknown };

/** The API as the page meets it; `verification` says whether a code is asked for. */
function fakeApi({ verification = true, postFails = false } = {}) {
  const calls: Call[] = [];
  const fetchMock = mockApi(async (path, request) => {
    if (path === '/api/vocations') return json(200, VOCATIONS);
    const body: unknown = await request.json();
    calls.push({ path, body });
    if (path === '/api/jobs/public') {
      if (postFails)
        return json(500, { statusCode: 500, error: 'INTERNAL', message: 'Serveren svarte ikke.' });
      return json(201, {
        requiresVerification: verification,
        email: 'sjef@ror.no',
        jobUuid: JOB_UUID,
        isVerifiedUser: !verification,
      });
    }
    if (path === '/api/jobs/verify-otp') {
      return (body as { otp: string }).otp === '654321'
        ? json(200, { message: 'Stillingen er publisert' })
        : json(400, { statusCode: 400, error: 'BAD_REQUEST', message: JOB_MESSAGES.otpInvalid });
    }
    return json(404);
  });
  return { calls, fetchMock };
}

async function choose(select: string, option: string) {
  await chooseOption(new RegExp(`^${select}`), option);
}

/** Pastes instead of typing key by key: the form is long and the machine is slow. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillJob() {
  await fill(screen.getByLabelText(/^Stillingstittel/), 'Lærling rørlegger');
  await fill(screen.getByLabelText(/^Beskrivelse/), 'Vi tar inn en lærling til høsten.');
  await fill(screen.getByLabelText(/^Krav/), 'Vg2 rørlegger, førerkort\nPunktlig');
  await fill(screen.getByLabelText(/^Sted/), 'Trondheim');
  await choose('Yrke', 'Rørlegger');
  await choose('Jobbtype', 'Midlertidig');
  await fill(screen.getByLabelText(/^Minimum lønn/), '20000');
  await fill(screen.getByLabelText(/^Maks lønn/), '30000');
}

async function confirmPoster(company = 'Rør AS', email = 'sjef@ror.no', shown = '') {
  await userEvent.click(screen.getByRole('button', { name: 'Publiser stilling' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hvem legger ut stillingen?' });
  await fill(within(dialog).getByLabelText(/^Firmanavn/), company);
  await fill(within(dialog).getByLabelText(/^E-post/), email);
  if (shown) await fill(within(dialog).getByLabelText(/^Kontakt-e-post/), shown);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Bekreft og publiser' }));
  return dialog;
}

const JOB_BODY = {
  title: 'Lærling rørlegger',
  description: 'Vi tar inn en lærling til høsten.',
  requirements: ['Vg2 rørlegger', 'førerkort', 'Punktlig'],
  location: 'Trondheim',
  vocation_id: 5,
  job_type: 'temporary',
  status: 'open',
  salary_min: 20000,
  salary_max: 30000,
  company_name: 'Rør AS',
  email: 'sjef@ror.no',
  contact_email: '',
};

describe('PostJobPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers the four public job types and starts the salaries at 1', async () => {
    fakeApi();
    renderPage(<PostJobPage />, { url: '/jobs/post' });
    expect(screen.getByLabelText(/^Minimum lønn/)).toHaveValue(1);
    expect(screen.getByLabelText(/^Maks lønn/)).toHaveValue(1);
    const jobType = screen.getByRole('combobox', { name: /^Jobbtype/ });
    expect(
      within(jobType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Heltid', 'Deltid', 'Praksisplass', 'Midlertidig']);
  });

  it('checks the form with the spec messages before asking who is posting', async () => {
    const { calls } = fakeApi();
    renderPage(<PostJobPage />, { url: '/jobs/post' });
    await userEvent.click(screen.getByRole('button', { name: 'Publiser stilling' }));
    for (const message of [
      JOB_MESSAGES.titleRequired,
      JOB_MESSAGES.descriptionRequired,
      JOB_MESSAGES.requirementsRequired,
      JOB_MESSAGES.locationRequired,
      JOB_MESSAGES.vocationRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('asks for company and a valid e-mail in the confirm dialog', async () => {
    const { calls } = fakeApi();
    renderPage(<PostJobPage />, { url: '/jobs/post' });
    await fillJob();
    const dialog = await confirmPoster('Rør AS', 'ikke-epost');
    expect(await within(dialog).findByText(JOB_MESSAGES.emailInvalid)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Firmanavn/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekreft og publiser' }));
    expect(await within(dialog).findByText(JOB_MESSAGES.companyRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the job, shows the code dialog, keeps it open on a wrong code and publishes on the right one', async () => {
    const { calls } = fakeApi();
    renderPage(<PostJobPage />, { url: '/jobs/post' });
    await fillJob();
    await confirmPoster();

    const codeDialog = await screen.findByRole('dialog', { name: 'Skriv inn koden' });
    expect(calls).toEqual([{ path: '/api/jobs/public', body: JOB_BODY }]);
    const code = within(codeDialog).getByLabelText(/^Verifiseringskode/);
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '12a3456789');
    expect(code).toHaveValue('123456');

    await userEvent.click(within(codeDialog).getByRole('button', { name: 'Bekreft' }));
    expect(await within(codeDialog).findByText(JOB_MESSAGES.otpFailed)).toBeInTheDocument();
    expect(within(codeDialog).getByText(JOB_MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Skriv inn koden' })).toBeInTheDocument();
    expect(code).toHaveValue('123456');
    // Focus is back in the field, which is marked wrong and read with the reason.
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(
      `${JOB_MESSAGES.otpFailed} ${JOB_MESSAGES.otpInvalid}`,
    );

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(within(codeDialog).getByRole('button', { name: 'Bekreft' }));
    const notice = await screen.findByRole('region', { name: 'Stillingen er publisert' });
    expect(notice).toHaveTextContent(JOB_MESSAGES.published);
    expect(notice).toHaveTextContent('Vi har sendt en privat lenke til sjef@ror.no.');
    // The form is gone rather than emptied: nothing suggests the job was lost.
    expect(screen.queryByLabelText(/^Stillingstittel/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.slice(1)).toEqual([
      {
        path: '/api/jobs/verify-otp',
        body: { email: 'sjef@ror.no', otp: '123456', jobUuid: JOB_UUID },
      },
      {
        path: '/api/jobs/verify-otp',
        body: { email: 'sjef@ror.no', otp: '654321', jobUuid: JOB_UUID },
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Legg ut en ny stilling' }));
    expect(screen.getByLabelText(/^Stillingstittel/)).toHaveValue('');
  });

  it('asks for the code again after a reload, with the job as typed, and publishes with it', async () => {
    const { calls } = fakeApi();
    const first = renderPage(<PostJobPage />, { url: '/jobs/post' });
    await fillJob();
    await confirmPoster();
    await screen.findByRole('dialog', { name: 'Skriv inn koden' });
    first.unmount();

    renderPage(<PostJobPage />, { url: '/jobs/post' });
    const codeDialog = await screen.findByRole('dialog', { name: 'Skriv inn koden' });
    expect(screen.getByLabelText(/^Stillingstittel/)).toHaveValue('Lærling rørlegger');
    await userEvent.type(within(codeDialog).getByLabelText(/^Verifiseringskode/), '654321');
    await userEvent.click(within(codeDialog).getByRole('button', { name: 'Bekreft' }));
    await screen.findByRole('region', { name: 'Stillingen er publisert' });
    expect(calls.at(-1)).toEqual({
      path: '/api/jobs/verify-otp',
      body: { email: 'sjef@ror.no', otp: '654321', jobUuid: JOB_UUID },
    });
    // Published: nothing is kept for the next visit.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('opens the code dialog only once the poster dialog has finished closing', async () => {
    // Two modals overlapping mid-transition can leave the new one aria-hidden, out of reach for
    // screen readers; a slow closing transition makes the overlap certain if it can happen.
    fakeApi();
    const slowClose = createTheme({ transitions: { duration: { leavingScreen: 1200 } } });
    renderPage(
      <ThemeProvider theme={slowClose}>
        <PostJobPage />
      </ThemeProvider>,
      { url: '/jobs/post' },
    );
    await fillJob();
    await confirmPoster();

    const codeDialog = await screen.findByRole('dialog', { name: 'Skriv inn koden', hidden: true });
    expect(
      screen.queryByRole('dialog', { name: 'Hvem legger ut stillingen?', hidden: true }),
    ).not.toBeInTheDocument();
    expect(codeDialog.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('sends the e-mail to show on the ad when the poster gives one', async () => {
    const { calls } = fakeApi();
    renderPage(<PostJobPage />, { url: '/jobs/post' });
    await fillJob();
    await confirmPoster('Rør AS', 'sjef@ror.no', 'jobb@ror.no');
    await screen.findByRole('dialog', { name: 'Skriv inn koden' });
    expect(calls).toEqual([
      { path: '/api/jobs/public', body: { ...JOB_BODY, contact_email: 'jobb@ror.no' } },
    ]);
  });

  it('publishes at once for a signed-in company and leads to its dashboard', async () => {
    const { calls } = fakeApi({ verification: false });
    renderPage(<PostJobPage />, { url: '/jobs/post' });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await fillJob();
    // What is typed and not yet sent makes the browser ask before the tab is closed.
    expect(closing()).toBe(true);
    await confirmPoster();
    const notice = await screen.findByRole('region', { name: 'Stillingen er publisert' });
    expect(closing()).toBe(false);
    expect(notice).toHaveTextContent(JOB_MESSAGES.published);
    expect(within(notice).getByRole('link', { name: 'Gå til dashbordet' })).toHaveAttribute(
      'href',
      '/business/dashboard',
    );
    expect(screen.queryByRole('dialog', { name: 'Skriv inn koden' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/jobs/public']);
  });

  it('keeps everything typed when sending fails', async () => {
    fakeApi({ postFails: true });
    renderPage(<PostJobPage />, { url: '/jobs/post' });
    await fillJob();
    const dialog = await confirmPoster();
    expect(await screen.findByText('Serveren svarte ikke.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Firmanavn/)).toHaveValue('Rør AS');
    expect(within(dialog).getByLabelText(/^E-post/)).toHaveValue('sjef@ror.no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Stillingstittel/)).toHaveValue('Lærling rørlegger');
    expect(screen.getByLabelText(/^Krav/)).toHaveValue('Vg2 rørlegger, førerkort\nPunktlig');
  });
});
