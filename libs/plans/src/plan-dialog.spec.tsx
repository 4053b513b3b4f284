import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { planAfterPurchase, SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { formatDate } from '@yrkesbro/ui';
import { BUSINESS, apiError, json, mockApi, renderPage, requests } from '@yrkesbro/testing';
import { browser } from './leave-page.ts';
import { PlanDialog } from './plan-dialog.tsx';

function renderDialog(props: Partial<Parameters<typeof PlanDialog>[0]> = {}) {
  return renderPage(<PlanDialog open onClose={() => {}} {...props} />, {
    url: '/profile/student-11',
    path: '/profile/:uuid',
    user: BUSINESS,
  });
}

const DAY = 24 * 60 * 60 * 1000;
const STANDARD = {
  priceId: 2 as const,
  name: 'Standard',
  startsAt: new Date(Date.now() - 100 * DAY).toISOString(),
  endsAt: new Date(Date.now() + 265 * DAY).toISOString(),
};

describe('PlanDialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offers the three plans with their yearly prices and, after a 402, the usage', async () => {
    renderDialog({ usage: { currentUsage: 10, limit: 10 } });
    const dialog = await screen.findByRole('dialog', { name: 'Velg plan' });
    expect(within(dialog).getByText('10 av 10 gratis profilvisninger brukt')).toBeInTheDocument();
    const plans = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label'));
    expect(plans).toEqual(['Grunnleggende', 'Standard', 'Premium']);
    expect(within(dialog).getByText(/^5\s000\skr per år$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^15\s000\skr per år$/)).toBeInTheDocument();
  });

  it('asks for a plan before it starts a payment', async () => {
    const fetchMock = mockApi(() => json(200, { url: 'https://pay.example/1' }));
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Gå til betaling' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.choosePlan)).toBeInTheDocument();
    expect(requests(fetchMock)).toEqual([]);
  });

  it('starts the payment for the chosen plan and comes back to the same page', async () => {
    const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => {});
    const fetchMock = mockApi(() => json(200, { url: 'https://pay.example/session-1' }));
    renderDialog();
    await userEvent.click(await screen.findByRole('radio', { name: 'Standard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gå til betaling' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/session-1'));
    const [call] = fetchMock.mock.calls;
    const request = call[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/subscription/create-checkout-session');
    expect(await request.json()).toEqual({ priceId: 2, location: '/profile/student-11' });
  });

  it('says so when the payment cannot start, and stays open', async () => {
    const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => {});
    mockApi(() => json(500, {}));
    renderDialog();
    await userEvent.click(await screen.findByRole('radio', { name: 'Premium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gå til betaling' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.checkoutFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Velg plan' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the plan", async () => {
    mockApi(() => apiError(400, SUBSCRIPTION_MESSAGES.planUnknown));
    renderDialog();
    await userEvent.click(await screen.findByRole('radio', { name: 'Grunnleggende' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gå til betaling' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.planUnknown)).toBeInTheDocument();
  });

  it('marks the active plan and does not offer it again', async () => {
    renderDialog({ current: STANDARD });
    expect(await screen.findByRole('radio', { name: 'Standard' })).toBeDisabled();
    expect(screen.getByText('Din plan')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Premium' })).toBeEnabled();
  });

  it('says before payment what becomes of the running plan: extra days, and what a smaller one lacks', async () => {
    renderDialog({ current: STANDARD });
    await userEvent.click(await screen.findByRole('radio', { name: 'Premium' }));
    const until = (priceId: 1 | 3) =>
      formatDate(
        planAfterPurchase(
          { priceId: 2, startsAt: new Date(STANDARD.startsAt), endsAt: new Date(STANDARD.endsAt) },
          priceId,
          new Date(),
        ).endsAt.toISOString(),
      );
    const change = screen.getByRole('status');
    expect(change).toHaveTextContent(
      `Det som er igjen av Standard, blir regnet om til ekstra dager på Premium: planen gjelder da til ${until(3)}.`,
    );
    expect(change).not.toHaveTextContent('mister');

    await userEvent.click(screen.getByRole('radio', { name: 'Grunnleggende' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Grunnleggende har ikke alt Standard har. Du mister dette så snart du har betalt: se portefølje og prosjekter.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`planen gjelder da til ${until(1)}.`);
  });
});
