import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_MESSAGES } from '@yrkesbro/contracts';
import {
  BUSINESS,
  STUDENT,
  apiError,
  json,
  mockApi,
  renderPage,
  requests,
} from '@yrkesbro/testing';
import { ConversationList } from './conversation-list.tsx';
import { BUSINESS_ID, aConversation, aMessage, conversations } from './fixtures.ts';

const LIST = '/api/messages/conversations';

describe('ConversationList', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the other party, the last message, its date and the unread count', async () => {
    mockApi(() =>
      json(
        200,
        conversations(
          [
            aConversation({ unread_count: 2 }),
            aConversation({
              business_id: '99999999-0000-4000-8000-000000000001',
              business_name: 'Bygg og Anlegg AS',
              last_content: 'Takk for søknaden',
              last_message_time: '2027-02-01T10:00:00.000Z',
            }),
          ],
          2,
        ),
      ),
    );
    renderPage(<ConversationList />, { url: '/student/dashboard', user: STUDENT });
    expect(screen.getByRole('heading', { name: 'Meldinger' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Samtaler' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Rør AS')).toBeInTheDocument();
    expect(within(rows[0]).getByText('R')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Velkommen til intervju')).toBeInTheDocument();
    expect(within(rows[0]).getByText('12. mars 2027')).toBeInTheDocument();
    expect(within(rows[0]).getByLabelText('2 uleste')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Bygg og Anlegg AS')).toBeInTheDocument();
    expect(within(rows[1]).queryByLabelText(/ulest/)).not.toBeInTheDocument();
  });

  it("shows a business the student's name", async () => {
    mockApi(() => json(200, conversations([aConversation()])));
    renderPage(<ConversationList />, { url: '/business/dashboard', user: BUSINESS });
    expect(await screen.findByText('Kari Nordmann')).toBeInTheDocument();
    expect(screen.queryByText('Rør AS')).not.toBeInTheDocument();
  });

  it("says 'Ingen samtaler enda' when there are none", async () => {
    mockApi(() => json(200, conversations([])));
    renderPage(<ConversationList />, { url: '/student/dashboard', user: STUDENT });
    expect(await screen.findByText(MESSAGE_MESSAGES.noConversations)).toBeInTheDocument();
  });

  it('reports a failed load with a toast and offers to try again', async () => {
    mockApi(() => apiError(500, ''));
    renderPage(<ConversationList />, { url: '/student/dashboard', user: STUDENT });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGE_MESSAGES.conversationsFailed,
    );
    expect(await screen.findAllByText(MESSAGE_MESSAGES.conversationsFailed)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });

  it('opens the chat with the other party and reloads the list when it closes', async () => {
    const fetchMock = mockApi((path) =>
      path === LIST
        ? json(200, conversations([aConversation({ unread_count: 1 })], 1))
        : json(200, { messages: [aMessage({ content: 'Velkommen til intervju' })], before: null }),
    );
    renderPage(<ConversationList />, { url: '/student/dashboard', user: STUDENT });
    await userEvent.click(await screen.findByRole('button', { name: /Rør AS/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rør AS' });
    expect(await within(dialog).findByText('Velkommen til intervju')).toBeInTheDocument();
    const listLoads = () => requests(fetchMock).filter(({ url }) => url.pathname === LIST).length;
    const before = listLoads();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(listLoads()).toBe(before + 1));
    expect(
      requests(fetchMock).some(({ url }) => url.pathname === `/api/messages/${BUSINESS_ID}`),
    ).toBe(true);
  });

  it('opens the conversation the address names (the e-mail link) and forgets it on close', async () => {
    mockApi((path) =>
      path === LIST
        ? json(200, conversations([aConversation({ unread_count: 1 })], 1))
        : json(200, { messages: [aMessage({ content: 'Er du der?' })], before: null }),
    );
    renderPage(<ConversationList />, {
      url: `/student/dashboard?fane=meldinger&samtale=${BUSINESS_ID}`,
      path: '/student/dashboard',
      user: STUDENT,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Rør AS' });
    expect(await within(dialog).findByText('Er du der?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('search')).toHaveTextContent('?fane=meldinger');
    expect(screen.getByTestId('search')).not.toHaveTextContent('samtale');
  });
});
