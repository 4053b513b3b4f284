import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessProfile } from '@yrkesbro/contracts';
import { aJob } from '../testing/fixtures.ts';
import { STUDENT, json, mockApi, renderPage } from '../testing/render-page.tsx';
import BusinessPage from './business-page.tsx';

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

  it("lets a student open the chat with the company from 'Send melding'", async () => {
    mockApi((path) => {
      if (path === '/api/jobs/favorites') return json(200, []);
      if (path === `/api/messages/${PROFILE.user_id}`) return json(404);
      return json(200, PROFILE);
    });
    renderPage(<BusinessPage />, { ...route, user: STUDENT });
    await userEvent.click(await screen.findByRole('button', { name: 'Send melding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lys & Kraft AS' });
    expect(within(dialog).getByRole('textbox', { name: 'Melding' })).toBeInTheDocument();
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
  });
});
