import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@yrkesbro/api-client';
import type { AuthUser } from '@yrkesbro/contracts';
import { BUSINESS, STUDENT, json, mockApi, renderPage, requests } from '@yrkesbro/testing';
import { PageShown, PageShownProvider } from '@yrkesbro/ui';
import { useState } from 'react';
import { aConversation, conversations } from './fixtures.ts';
import { UnreadMessagesLink } from './unread-messages-link.tsx';

/** Stands for a page whose content shows when the test says so. */
function PageArriving() {
  const [shown, setShown] = useState(false);
  return shown ? <PageShown /> : <button onClick={() => setShown(true)}>Siden kommer</button>;
}

describe('UnreadMessagesLink', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the student's unread total and leads to the Meldinger tab", async () => {
    mockApi(() => json(200, conversations([aConversation({ unread_count: 3 })], 3)));
    renderPage(<UnreadMessagesLink />, { url: '/jobs', path: '*', user: STUDENT });
    await userEvent.click(await screen.findByRole('link', { name: 'Meldinger, uleste: 3' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/student/dashboard');
    expect(screen.getByTestId('search')).toHaveTextContent('?fane=meldinger');
  });

  it('leads a business to its own dashboard, without a count when all is read', async () => {
    mockApi(() => json(200, conversations([aConversation()], 0)));
    renderPage(<UnreadMessagesLink />, { url: '/students', path: '*', user: BUSINESS });
    expect(await screen.findByRole('link', { name: 'Meldinger' })).toHaveAttribute(
      'href',
      '/business/dashboard?fane=meldinger',
    );
  });

  it('asks for the count only once the page has shown its content, standing without a number till then', async () => {
    const fetchMock = mockApi(() =>
      json(200, conversations([aConversation({ unread_count: 2 })], 2)),
    );
    renderPage(
      <PageShownProvider>
        <UnreadMessagesLink />
        <PageArriving />
      </PageShownProvider>,
      { url: '/jobs', path: '*', user: STUDENT },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('link', { name: 'Meldinger' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Siden kommer' }));
    expect(await screen.findByRole('link', { name: 'Meldinger, uleste: 2' })).toBeInTheDocument();
  });

  it('starts no count once the person is signing out, though the page shows after', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/auth/logout'
        ? new Promise<Response>(() => undefined)
        : json(200, conversations([aConversation({ unread_count: 2 })], 2)),
    );
    const { store } = renderPage(
      <PageShownProvider>
        <UnreadMessagesLink />
        <PageArriving />
      </PageShownProvider>,
      { url: '/jobs', path: '*', user: STUDENT },
    );
    act(() => void store.dispatch(authApi.endpoints.logout.initiate()));
    await userEvent.click(screen.getByRole('button', { name: 'Siden kommer' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('link', { name: 'Meldinger' })).toBeInTheDocument();
    expect(requests(fetchMock).map(({ url }) => url.pathname)).toEqual(['/api/auth/logout']);
  });

  it('lets go of a running count when the person signs out', async () => {
    mockApi((path) =>
      path === '/api/auth/logout'
        ? new Promise<Response>(() => undefined)
        : json(200, conversations([aConversation({ unread_count: 2 })], 2)),
    );
    const { store } = renderPage(<UnreadMessagesLink />, {
      url: '/jobs',
      path: '*',
      user: STUDENT,
    });
    expect(await screen.findByRole('link', { name: 'Meldinger, uleste: 2' })).toBeInTheDocument();
    act(() => void store.dispatch(authApi.endpoints.logout.initiate()));
    expect(await screen.findByRole('link', { name: 'Meldinger' })).toBeInTheDocument();
  });

  it('is not there for an admin', () => {
    const fetchMock = mockApi(() => json(200, conversations([])));
    const admin: AuthUser = { id: '3', email: 'admin@yrkesbro.no', role: 'admin' };
    renderPage(<UnreadMessagesLink />, { url: '/admin/dashboard', path: '*', user: admin });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
