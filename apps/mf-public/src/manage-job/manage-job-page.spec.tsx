import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessApplication, Job, ManagedJobResponse } from '@yrkesbro/contracts';
import { json, mockApi, renderPage } from '../testing/render-page.tsx';
import ManageJobPage from './manage-job-page.tsx';

const TOKEN = 'a'.repeat(43);
const JOB: Job = {
  id: '11111111-1111-4111-8111-111111111111',
  uuid: '11111111-1111-4111-8111-111111111111',
  title: 'Lærling rørlegger',
  description: 'Vi tar inn en lærling.',
  requirements: ['Vg2 rørlegger'],
  location: 'Trondheim',
  salary_min: 20000,
  salary_max: 30000,
  vocation_id: 5,
  vocation_name: 'Rørlegger',
  job_type: 'temporary',
  status: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  application_count: 1,
  business_uuid: null,
  business_name: 'Rør AS',
  company_name: 'Rør AS',
  business_location: null,
  business_email: null,
  phone_number: null,
  website: null,
  logo: null,
};
const APPLICATION: BusinessApplication = {
  application_uuid: '22222222-2222-4222-8222-222222222222',
  application_status: 'pending',
  status: 'pending',
  job_uuid: JOB.uuid,
  job_title: JOB.title,
  uuid: '33333333-3333-4333-8333-333333333333',
  student_user_id: '44444444-4444-4444-8444-444444444444',
  name: 'Kari Nordmann',
  email: 'kari@skole.no',
  title: JOB.title,
  headline: 'Elev ved Byåsen vgs',
  location: 'Trondheim',
  profile_picture_url: null,
  created_at: '2026-11-21T10:00:00.000Z',
  cover_letter: 'Jeg vil gjerne lære faget.',
  resume_url: 'https://cv.no/kari',
  interview: null,
};

function managed(overrides: Partial<ManagedJobResponse> = {}): ManagedJobResponse {
  return {
    job: JOB,
    contact_email: '',
    poster_email: 'sjef@ror.no',
    link_expires_at: '2027-02-18T10:00:00.000Z',
    applications: [APPLICATION],
    ...overrides,
  };
}

type Call = { method: string; path: string; body: unknown };

function fakeApi(page: ManagedJobResponse | null = managed()) {
  const calls: Call[] = [];
  let current = page;
  mockApi(async (path, request) => {
    if (path === '/api/vocations') return json(200, [{ id: 5, name: 'Rørlegger' }]);
    const body: unknown = request.method === 'GET' ? null : await request.json().catch(() => null);
    calls.push({ method: request.method, path, body });
    if (!current)
      return json(404, {
        statusCode: 404,
        error: 'NOT_FOUND',
        message: JOB_MESSAGES.manageLinkInvalid,
      });
    const base = `/api/jobs/manage/${TOKEN}`;
    if (path === base && request.method === 'GET') return json(200, current);
    if (path === `${base}/close`) {
      current = { ...current, job: { ...current.job, status: 'draft' } };
      return json(200, current);
    }
    if (path === base && request.method === 'PUT') {
      const { title } = body as { title: string };
      if (title === 'Feil')
        return json(400, { statusCode: 400, error: 'BAD_REQUEST', message: 'Serveren sa nei.' });
      current = { ...current, job: { ...current.job, title } };
      return json(200, current);
    }
    if (path === `${base}/applications/${APPLICATION.application_uuid}`)
      return json(200, { ...APPLICATION, status: 'accepted', application_status: 'accepted' });
    return json(404);
  });
  return calls;
}

const render = () =>
  renderPage(<ManageJobPage />, { url: `/jobs/manage/${TOKEN}`, path: '/jobs/manage/:token' });

describe('ManageJobPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the ad, until when the link works, and its applications', async () => {
    fakeApi();
    render();
    expect(await screen.findByRole('heading', { name: 'Lærling rørlegger' })).toBeInTheDocument();
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText(/Lenken virker til 18\. februar 2027/)).toBeInTheDocument();
    expect(screen.getByText(/Annonsen viser ingen e-postadresse/)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Kari Nordmann' });
    expect(within(card).getByText('Jeg vil gjerne lære faget.')).toBeInTheDocument();
    expect(within(card).getByText('Venter')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Se CV' })).toHaveAttribute(
      'href',
      'https://cv.no/kari',
    );
  });

  it('says so when the link is wrong or has expired', async () => {
    fakeApi(null);
    render();
    expect(await screen.findByText(JOB_MESSAGES.manageLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legg ut en ny stilling' })).toHaveAttribute(
      'href',
      '/jobs/post',
    );
  });

  it('answers an application: asks for yes or no, then sends it with the message', async () => {
    const calls = fakeApi();
    render();
    const card = await screen.findByRole('article', { name: 'Kari Nordmann' });
    await userEvent.click(within(card).getByRole('button', { name: 'Svar søkeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Svar Kari Nordmann' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send svaret' }));
    expect(within(dialog).getByText(JOB_MESSAGES.answerStatusInvalid)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Godta søknaden'));
    await userEvent.type(within(dialog).getByLabelText(/^Melding til søkeren/), 'Velkommen!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send svaret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Godkjent')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: `/api/jobs/manage/${TOKEN}/applications/${APPLICATION.application_uuid}`,
      body: { status: 'accepted', message: 'Velkommen!' },
    });
  });

  it('closes the ad', async () => {
    const calls = fakeApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Lukk annonsen' }));
    expect(await screen.findByText('Lukket')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Åpne annonsen igjen' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `/api/jobs/manage/${TOKEN}/close` });
  });

  it('edits the ad, keeping what was typed when the change is refused', async () => {
    const calls = fakeApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Endre annonsen' }));
    // The form loads on demand.
    const form = await screen.findByRole('form', { name: 'Endre annonsen' });
    const title = within(form).getByLabelText(/^Stillingstittel/);
    expect(title).toHaveValue('Lærling rørlegger');
    await userEvent.clear(title);
    await userEvent.type(title, 'Feil');
    await userEvent.click(within(form).getByRole('button', { name: 'Lagre endringene' }));
    expect(await screen.findByText('Serveren sa nei.')).toBeInTheDocument();
    expect(title).toHaveValue('Feil');

    await userEvent.clear(title);
    await userEvent.type(title, 'Lærling rørlegger i Trondheim');
    await userEvent.click(within(form).getByRole('button', { name: 'Lagre endringene' }));
    expect(
      await screen.findByRole('heading', { name: 'Lærling rørlegger i Trondheim' }),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: {
        title: 'Lærling rørlegger i Trondheim',
        requirements: ['Vg2 rørlegger'],
        job_type: 'temporary',
        status: 'open',
        contact_email: '',
      },
    });
  });
});
