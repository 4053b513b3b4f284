import { screen } from '@testing-library/react';
import { paidPlan } from '../testing/fixtures.ts';
import { BUSINESS, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { TEXTS } from './texts.ts';
import { PlanPanel } from './plan-panel.tsx';

// The alerts' chunk cannot be loaded, as after a deploy that replaced it.
jest.mock('./student-alerts-form.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('PlanPanel when the alerts cannot be loaded', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so in place of the alerts and keeps the plan in view', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(() => json(200, paidPlan(3)));
    renderPage(<PlanPanel />, { url: '/business/dashboard', user: BUSINESS });

    expect(await screen.findByText(TEXTS.planPanel.alertsFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Din plan: Premium' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-postvarsler' })).not.toBeInTheDocument();
  });
});
