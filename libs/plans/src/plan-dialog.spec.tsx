import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
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
    renderDialog({ currentPriceId: 2 });
    expect(await screen.findByRole('radio', { name: 'Standard' })).toBeDisabled();
    expect(screen.getByText('Din plan')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Premium' })).toBeEnabled();
  });
});
