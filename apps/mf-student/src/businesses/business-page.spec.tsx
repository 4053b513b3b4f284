import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessProfile } from '@yrkesbro/contracts';
import { aJob } from '../testing/fixtures.ts';
import { STUDENT, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import BusinessPage from './business-page.tsx';
import { TEXTS } from './texts.ts';

const UUID = '22222222-2222-4222-8222-222222222222';
const PROFILE: BusinessProfile = {
  uuid: UUID,
  user_id: '9',
  company_name: 'Lys & Kraft AS',
  description: 'Elektrikere i Bergen siden 1987.',
  industry: 3,
  industry_name: 'Elektriker',
  location: 'Bergen',
  website: 'https://lyskraft.no',
  phone_number: '55 55 55 55',
  organization_number: '912345688',
  logo_url: null,
  contact_email: 'post@lyskraft.no',
  active_jobs: [aJob()],
};
const route = { url: `/business/${UUID}`, path: '/business/:uuid' };
const T = TEXTS.page;

describe('BusinessPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the company, how to reach it, and its open jobs', async () => {
    mockApi((path) => json(200, path === '/api/jobs/favorites' ? [] : PROFILE));
    renderPage(<BusinessPage />, { ...route, user: STUDENT });
    expect(await screen.findByRole('heading', { name: 'Lys & Kraft AS' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'Om bedriften' });
    expect(within(about).getByText('Elektriker')).toBeInTheDocument();
    expect(within(about).getByText(PROFILE.description)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'lyskraft.no' })).toHaveAttribute(
      'href',
      'https://lyskraft.no',
    );
    expect(within(about).getByRole('link', { name: 'post@lyskraft.no' })).toHaveAttribute(
      'href',
      'mailto:post@lyskraft.no',
    );
    expect(within(about).getByRole('link', { name: '55 55 55 55' })).toHaveAttribute(
      'href',
      'tel:55555555',
    );
    expect(screen.getByRole('article', { name: 'Lærling elektriker' })).toBeInTheDocument();
    expect(screen.getByText('1 ledig stilling')).toBeInTheDocument();
  });

  /** The company's page, with the API's answer to whether the student may write to it. */
  function mockCompany(mayWrite: () => Response | Promise<Response>) {
    return mockApi((path) => {
      if (path === '/api/jobs/favorites') return json(200, []);
      if (path === `/api/messages/${PROFILE.user_id}/may-write`) return mayWrite();
      if (path === `/api/messages/${PROFILE.user_id}`)
        return json(200, { messages: [], before: null });
      return json(200, PROFILE);
    });
  }

  it("lets a student who may write open the chat with the company from 'Send melding'", async () => {
    mockCompany(() => json(200, { may_write: true }));
    renderPage(<BusinessPage />, { ...route, user: STUDENT });
    await userEvent.click(await screen.findByRole('button', { name: 'Send melding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lys & Kraft AS' });
    expect(within(dialog).getByRole('textbox', { name: 'Melding' })).toBeInTheDocument();
    expect(screen.queryByText(T.mayNotWrite)).toBeNull();
  });

  it('tells a student who may not write to the company yet why, with nothing to type in', async () => {
    mockCompany(() => json(200, { may_write: false }));
    renderPage(<BusinessPage />, { ...route, user: STUDENT });
    const about = await screen.findByRole('region', { name: 'Om bedriften' });
    expect(await within(about).findByText(T.mayNotWrite)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send melding' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    // The way there is on the page: its open jobs.
    expect(screen.getByRole('article', { name: 'Lærling elektriker' })).toBeInTheDocument();
  });

  it('shows neither the button nor the reason until the answer is in', async () => {
    let answer: (response: Response) => void = () => {};
    mockCompany(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<BusinessPage />, { ...route, user: STUDENT });
    await screen.findByRole('heading', { name: 'Lys & Kraft AS' });
    expect(screen.queryByRole('button', { name: 'Send melding' })).toBeNull();
    expect(screen.queryByText(T.mayNotWrite)).toBeNull();
    answer(json(200, { may_write: true }));
    expect(await screen.findByRole('button', { name: 'Send melding' })).toBeInTheDocument();
    expect(screen.queryByText(T.mayNotWrite)).toBeNull();
  });

  it('says when it could not ask whether the student may write, and asks again on request', async () => {
    let fails = true;
    mockCompany(() => (fails ? apiError(500, 'Noe gikk galt') : json(200, { may_write: false })));
    renderPage(<BusinessPage />, { ...route, user: STUDENT });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Klarte ikke å sjekke om du kan sende melding.');
    expect(screen.queryByRole('button', { name: 'Send melding' })).toBeNull();
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText(T.mayNotWrite)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets an admin read the company, without chat or hearts, and leads back to the dashboard', async () => {
    const asked: string[] = [];
    mockApi((path) => {
      asked.push(path);
      return json(200, PROFILE);
    });
    renderPage(<BusinessPage />, {
      ...route,
      user: { id: '3', email: 'admin@yrkesbro.no', role: 'admin' },
    });
    expect(await screen.findByRole('heading', { name: 'Lys & Kraft AS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbake til dashbordet' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Send melding' })).toBeNull();
    expect(screen.queryByRole('button', { name: /favoritt/i })).toBeNull();
    expect(asked).toEqual([`/api/businesses/${UUID}`]);
  });

  it("shows 'Business not found' for an unknown business", async () => {
    mockApi(() => json(404, { statusCode: 404, error: 'NOT_FOUND', message: 'Finnes ikke' }));
    renderPage(<BusinessPage />, { ...route, user: STUDENT });
    expect(
      await screen.findByRole('heading', { name: BUSINESS_MESSAGES.notFound }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${BUSINESS_MESSAGES.notFound} – Yrkesbro`);
  });
});
