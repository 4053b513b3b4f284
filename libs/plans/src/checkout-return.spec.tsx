import { screen, waitFor } from '@testing-library/react';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { SubscriptionStatus } from '@yrkesbro/contracts';
import { SUBSCRIPTION_PLANS } from '@yrkesbro/contracts';
import { BUSINESS, apiError, json, mockApi, renderPage, requests } from '@yrkesbro/testing';
import { StrictMode } from 'react';
import { useCheckoutReturn } from './checkout-return.ts';

const PAID: SubscriptionStatus = {
  plan: {
    priceId: 2,
    name: 'Standard',
    startsAt: '2027-03-12T10:00:00.000Z',
    endsAt: '2028-03-12T10:00:00.000Z',
  },
  usage: { used: 10, limit: 10 },
  plans: SUBSCRIPTION_PLANS,
};

function Page() {
  const { confirming } = useCheckoutReturn();
  return <p>{confirming ? 'Bekrefter' : 'Klar'}</p>;
}

function renderAt(url: string) {
  return renderPage(
    <StrictMode>
      <Page />
    </StrictMode>,
    { url, path: '/students', user: BUSINESS },
  );
}

describe('useCheckoutReturn', () => {
  afterEach(() => jest.restoreAllMocks());

  it('confirms the session once, leaves the query, then shows the confirmation', async () => {
    const fetchMock = mockApi(() => json(200, PAID));
    renderAt('/students?name=ola&success=true&session_id=cs_test_1');
    expect(screen.getByText('Bekrefter')).toBeInTheDocument();
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.paid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^\?name=ola$/));
    expect(screen.getByText('Klar')).toBeInTheDocument();
    const calls = requests(fetchMock);
    expect(calls.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      'POST /api/subscription/verify-session',
    ]);
    expect(await (fetchMock.mock.calls[0][0] as Request).json()).toEqual({
      sessionId: 'cs_test_1',
    });
  });

  it("shows the server's reason when the session is not paid, and leaves the query", async () => {
    mockApi(() => apiError(400, SUBSCRIPTION_MESSAGES.sessionUnpaid));
    renderAt('/students?success=true&session_id=cs_test_2');
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.sessionUnpaid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
    expect(screen.queryByText(SUBSCRIPTION_MESSAGES.paid)).not.toBeInTheDocument();
  });

  it('shows the cancellation and asks nothing of the API', async () => {
    const fetchMock = mockApi(() => json(200, PAID));
    renderAt('/students?canceled=true');
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
    expect(requests(fetchMock)).toEqual([]);
  });

  it('does nothing on an ordinary visit', async () => {
    const fetchMock = mockApi(() => json(200, PAID));
    renderAt('/students?name=ola');
    expect(screen.getByText('Klar')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?name=ola');
    expect(requests(fetchMock)).toEqual([]);
  });
});
