import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import type { JobRequest } from '@yrkesbro/contracts';
import { PROFILE, VOCATIONS, job } from '../testing/fixtures.ts';
import {
  BUSINESS,
  chooseOption,
  apiError,
  json,
  mockApi,
  renderPage,
} from '../testing/render-page.tsx';
import JobCreatePage from './job-create-page.tsx';
import JobEditPage from './job-edit-page.tsx';

/** Puts a whole value in at once (a paste), replacing what was there. */
async function fill(label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

function serve(
  answer: (request: Request, path: string) => Response | Promise<Response> | undefined = () =>
    undefined,
) {
  const bodies: { method: string; path: string; body: JobRequest }[] = [];
  const fetchMock = mockApi(async (path, request) => {
    if (path === '/api/vocations') return json(200, VOCATIONS);
    if (request.method === 'POST' || request.method === 'PUT') {
      bodies.push({ method: request.method, path, body: await request.json() });
    }
    return (
      answer(request, path) ?? (path === '/api/businesses/mine' ? json(200, PROFILE) : json(404))
    );
  });
  return { bodies, fetchMock };
}

describe('JobCreatePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts with salaries of 1 and status Aktiv', async () => {
    serve();
    renderPage(<JobCreatePage />, { url: '/business/jobs/create' });
    expect(screen.getByLabelText(/^Minste lønn/)).toHaveValue(1);
    expect(screen.getByLabelText(/^Maks lønn/)).toHaveValue(1);
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveDisplayValue('Aktiv');
  });

  it('splits the requirements by comma and newline and posts the job', async () => {
    const { bodies } = serve((request) =>
      request.method === 'POST' ? json(201, job({ uuid: 'ny' })) : undefined,
    );
    renderPage(<JobCreatePage />, { url: '/business/jobs/create' });

    await fill(/^Tittel/, 'Elektrikerlærling');
    await fill(/^Beskrivelse/, 'Lær faget hos oss.');
    await fill(/^Krav/, 'Fagbrev i elektro, Førerkort klasse B\nGod på norsk\n\n , ');
    expect(screen.getByText('3 krav lagres:')).toBeInTheDocument();
    await fill(/^Sted/, 'Bodø');
    await chooseOption(/^Yrke/, 'Elektro');
    await fill(/^Minste lønn/, '5000');
    await fill(/^Maks lønn/, '7500');
    expect(screen.getByText('Vises som 5 000 – 7 500 kr')).toBeInTheDocument();
    await chooseOption(/^Stillingstype/, 'Læreplass');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre stilling' }));

    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard'),
    );
    expect(bodies).toEqual([
      {
        method: 'POST',
        path: '/api/businesses/jobs',
        body: {
          title: 'Elektrikerlærling',
          description: 'Lær faget hos oss.',
          requirements: ['Fagbrev i elektro', 'Førerkort klasse B', 'God på norsk'],
          location: 'Bodø',
          salary_min: 5000,
          salary_max: 7500,
          vocation_id: 3,
          job_type: 'apprenticeship',
          status: 'open',
        },
      },
    ]);
    expect(await screen.findByText(JOB_MESSAGES.published)).toBeInTheDocument();
  });

  it('asks before Avbryt throws away what was typed, and keeps it on Bli på siden', async () => {
    serve();
    renderPage(<JobCreatePage />, { url: '/business/jobs/create' });
    await fill(/^Tittel/, 'Elektrikerlærling');
    await userEvent.click(screen.getByRole('link', { name: 'Avbryt' }));
    const asking = await screen.findByRole('dialog', { name: 'Forlate siden uten å lagre?' });
    await userEvent.click(within(asking).getByRole('button', { name: 'Bli på siden' }));
    await waitFor(() => expect(asking).not.toBeInTheDocument());
    expect(screen.getByTestId('path')).toHaveTextContent('/business/jobs/create');
    expect(screen.getByLabelText(/^Tittel/)).toHaveValue('Elektrikerlærling');

    await userEvent.click(screen.getByRole('link', { name: 'Avbryt' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Forlat siden' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard'),
    );
  });

  it('keeps what was typed in the tab, brings it back, and forgets it once saved', async () => {
    const key = 'job-form:2:new';
    sessionStorage.removeItem(key);
    serve((request) => (request.method === 'POST' ? json(201, job({ uuid: 'ny' })) : undefined));
    const first = renderPage(<JobCreatePage />, { url: '/business/jobs/create', user: BUSINESS });
    await fill(/^Tittel/, 'Elektrikerlærling');
    await waitFor(() => expect(sessionStorage.getItem(key)).toContain('Elektrikerlærling'));
    // The session ended mid-form: the page is gone, then opened again after signing in.
    first.unmount();

    renderPage(<JobCreatePage />, { url: '/business/jobs/create', user: BUSINESS });
    expect(await screen.findByLabelText(/^Tittel/)).toHaveValue('Elektrikerlærling');
    expect(screen.getByText(/Det du skrev sist, er hentet fram igjen/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Begynn på nytt' }));
    expect(screen.getByLabelText(/^Tittel/)).toHaveValue('');
    await waitFor(() => expect(sessionStorage.getItem(key)).toBeNull());

    await fill(/^Tittel/, 'Elektrikerlærling');
    await fill(/^Beskrivelse/, 'Lær faget hos oss.');
    await fill(/^Krav/, 'Fagbrev');
    await fill(/^Sted/, 'Bodø');
    await chooseOption(/^Yrke/, 'Elektro');
    await chooseOption(/^Stillingstype/, 'Læreplass');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre stilling' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard'),
    );
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('says a job is kept as a draft until the company profile is filled in', async () => {
    serve((request, path) =>
      path === '/api/businesses/mine'
        ? apiError(404, BUSINESS_MESSAGES.notFound)
        : request.method === 'POST'
          ? apiError(409, BUSINESS_MESSAGES.profileRequiredToPublish)
          : undefined,
    );
    renderPage(<JobCreatePage />, { url: '/business/jobs/create' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(BUSINESS_MESSAGES.profileRequiredToPublish);
    expect(within(notice).getByRole('link', { name: 'Fyll ut profilen' })).toHaveAttribute(
      'href',
      '/business/dashboard?fane=profil',
    );
    // The way it offers keeps what is typed: no question, and the draft waits in the tab.
    await fill(/^Tittel/, 'Elektrikerlærling');
    await waitFor(() => expect(sessionStorage.getItem('job-form::new')).toContain('Elektriker'));
    await userEvent.click(within(notice).getByRole('link', { name: 'Fyll ut profilen' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('job-form::new')).toContain('Elektrikerlærling');
  });

  it('leaves at once when nothing was typed', async () => {
    serve();
    renderPage(<JobCreatePage />, { url: '/business/jobs/create' });
    await userEvent.click(screen.getByRole('link', { name: 'Avbryt' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the schema’s messages and sends nothing', async () => {
    const { fetchMock } = serve();
    renderPage(<JobCreatePage />, { url: '/business/jobs/create' });
    await fill(/^Krav/, ' , \n ');
    await fill(/^Minste lønn/, '9000');
    await fill(/^Maks lønn/, '8000');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre stilling' }));

    expect(await screen.findByText(JOB_MESSAGES.salaryMaxAtLeastMin)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.requirementsRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.locationRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.vocationRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.jobTypeInvalid)).toBeInTheDocument();

    await fill(/^Minste lønn/, '0');
    expect(await screen.findByText(JOB_MESSAGES.salaryMinPositive)).toBeInTheDocument();
    const sent = fetchMock.mock.calls.filter(([input]) => (input as Request).method !== 'GET');
    expect(sent).toHaveLength(0);
  });

  it('keeps the typed job and shows the spec’s message when saving fails', async () => {
    serve((request) => (request.method === 'POST' ? json(500) : undefined));
    renderPage(<JobCreatePage />, { url: '/business/jobs/create' });
    await fill(/^Tittel/, 'Elektrikerlærling');
    await fill(/^Beskrivelse/, 'Lær faget hos oss.');
    await fill(/^Krav/, 'Fagbrev');
    await fill(/^Sted/, 'Bodø');
    await chooseOption(/^Yrke/, 'Elektro');
    await chooseOption(/^Stillingstype/, 'Deltid');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre stilling' }));

    expect(await screen.findByText(JOB_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tittel/)).toHaveValue('Elektrikerlærling');
    expect(screen.getByLabelText(/^Krav/)).toHaveValue('Fagbrev');
    expect(screen.getByTestId('path')).toHaveTextContent('/business/jobs/create');
    expect(screen.getByRole('button', { name: 'Lagre stilling' })).toBeEnabled();
  });

  it('still works when the vocations cannot be loaded, and says so', async () => {
    mockApi(() => json(500));
    renderPage(<JobCreatePage />, { url: '/business/jobs/create' });
    expect(await screen.findByText(BUSINESS_MESSAGES.industriesFailed)).toBeInTheDocument();
  });
});

describe('JobEditPage', () => {
  afterEach(() => jest.restoreAllMocks());
  const edit = { url: '/business/jobs/job-1/edit', path: '/business/jobs/:uuid/edit' };

  it('loads the job into the form and saves the changes with PUT', async () => {
    const { bodies } = serve((request, path) => {
      if (path === '/api/jobs/job-1') return json(200, job({ status: 'draft' }));
      if (request.method === 'PUT') return json(200, { jobId: 'job-1' });
      return undefined;
    });
    renderPage(<JobEditPage />, edit);

    expect(await screen.findByLabelText(/^Tittel/)).toHaveValue('Tømrerlærling');
    expect(screen.getByLabelText(/^Krav/)).toHaveValue('Fagbrev\nFørerkort');
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveDisplayValue('Utkast');
    await chooseOption(/^Status/, 'Aktiv');
    await fill(/^Krav/, 'Fagbrev, Førerkort, Svennebrev');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));

    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard'),
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      method: 'PUT',
      path: '/api/businesses/jobs/job-1',
      body: {
        title: 'Tømrerlærling',
        requirements: ['Fagbrev', 'Førerkort', 'Svennebrev'],
        vocation_id: 5,
        job_type: 'apprenticeship',
        status: 'open',
      },
    });
  });

  it('shows the server’s message, else the spec’s, when the update fails', async () => {
    serve((request, path) => {
      if (path === '/api/jobs/job-1') return json(200, job());
      if (request.method === 'PUT') return apiError(403, JOB_MESSAGES.notOwner);
      return undefined;
    });
    renderPage(<JobEditPage />, edit);
    await screen.findByLabelText(/^Tittel/);
    await userEvent.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await screen.findByText(JOB_MESSAGES.notOwner)).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/business/jobs/job-1/edit');
  });

  it('shows no form for another company’s job, only that it is not this company’s', async () => {
    const { bodies } = serve((_request, path) =>
      path === '/api/jobs/job-1'
        ? json(200, job({ business_uuid: 'en-annen-bedrift' }))
        : undefined,
    );
    renderPage(<JobEditPage />, edit);
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.notOwner })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tittel/)).not.toBeInTheDocument();
    expect(screen.queryByText('Tømrerlærling')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Til dashbordet' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard');
    expect(bodies).toHaveLength(0);
  });

  it('shows nothing of the job until its company is known to be this one', async () => {
    const fetchMock = serve((_request, path) => {
      if (path === '/api/jobs/job-1') return json(200, job({ business_uuid: 'en-annen-bedrift' }));
      if (path === '/api/businesses/mine') return new Promise<Response>(() => undefined);
      return undefined;
    }).fetchMock;
    renderPage(<JobEditPage />, edit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status', { name: 'Laster stillingen' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tittel/)).not.toBeInTheDocument();
    expect(screen.queryByText('Tømrerlærling')).not.toBeInTheDocument();
  });

  it('says the job could not be loaded, with a retry, when the company cannot be', async () => {
    serve((_request, path) => {
      if (path === '/api/jobs/job-1') return json(200, job());
      if (path === '/api/businesses/mine') return apiError(500, 'Noe gikk galt');
      return undefined;
    });
    renderPage(<JobEditPage />, edit);
    expect(await screen.findByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tittel/)).not.toBeInTheDocument();
  });

  it('says Jobb ikke funnet when the job does not exist', async () => {
    serve((_request, path) =>
      path === '/api/jobs/job-1' ? apiError(404, JOB_MESSAGES.notFound) : undefined,
    );
    renderPage(<JobEditPage />, edit);
    expect(await screen.findByRole('heading', { name: JOB_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tittel/)).not.toBeInTheDocument();
  });
});
