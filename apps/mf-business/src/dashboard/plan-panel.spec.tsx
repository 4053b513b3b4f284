import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { FREE_PLAN, VOCATIONS, paidPlan } from '../testing/fixtures.ts';
import { BUSINESS, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { PlanPanel } from './plan-panel.tsx';

describe('PlanPanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the free views used and offers the plans', async () => {
    mockApi(() => json(200, FREE_PLAN));
    renderPage(<PlanPanel />, { url: '/business/dashboard', user: BUSINESS });
    expect(await screen.findByText('4 av 10 gratis profilvisninger brukt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Velg plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Velg plan' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
  });

  it('shows the active plan with its end date, and the plan is not offered again', async () => {
    mockApi(() => json(200, paidPlan(2)));
    renderPage(<PlanPanel />, { url: '/business/dashboard', user: BUSINESS });
    expect(await screen.findByRole('heading', { name: 'Din plan: Standard' })).toBeInTheDocument();
    expect(screen.getByText('Gyldig til 12. mars 2028')).toBeInTheDocument();
    expect(screen.queryByText(/gratis profilvisninger/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-postvarsler' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oppgrader plan' }));
    expect(await screen.findByRole('radio', { name: 'Standard' })).toBeDisabled();
  });

  it('offers a premium business to change its plan: nothing above it, the others below', async () => {
    mockApi((path) => {
      if (path === '/api/subscription') return json(200, paidPlan(3));
      if (path === '/api/vocations') return json(200, VOCATIONS);
      return json(200, { enabled: false, vocationIds: [], places: [] });
    });
    renderPage(<PlanPanel />, { url: '/business/dashboard', user: BUSINESS });
    await userEvent.click(await screen.findByRole('button', { name: 'Endre plan' }));
    expect(await screen.findByRole('radio', { name: 'Premium' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeEnabled();
  });

  it('lets a premium business choose the alerts and saves them', async () => {
    let saved: unknown;
    mockApi(async (path, request) => {
      if (path === '/api/subscription') return json(200, paidPlan(3));
      if (path === '/api/vocations') return json(200, VOCATIONS);
      if (path === '/api/subscription/alerts' && request.method === 'PUT') {
        saved = await request.json();
        return json(200, saved);
      }
      if (path === '/api/subscription/alerts')
        return json(200, { enabled: true, vocationIds: [3], places: ['Bergen'] });
      return apiError(404, 'Ikke funnet');
    });
    renderPage(<PlanPanel />, { url: '/business/dashboard', user: BUSINESS });
    const alerts = await screen.findByRole('region', { name: 'E-postvarsler' });
    expect(screen.queryByRole('button', { name: 'Oppgrader plan' })).not.toBeInTheDocument();
    expect(await within(alerts).findByText('Elektro')).toBeInTheDocument();
    expect(within(alerts).getByText('Bergen')).toBeInTheDocument();
    await userEvent.type(within(alerts).getByLabelText('Steder'), 'Voss{Enter}');
    await userEvent.click(within(alerts).getByRole('button', { name: 'Lagre varsler' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.alertsSaved)).toBeInTheDocument();
    await waitFor(() =>
      expect(saved).toEqual({ enabled: true, vocationIds: [3], places: ['Bergen', 'Voss'] }),
    );
  });
});
