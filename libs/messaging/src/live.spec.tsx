import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIVE_EVENTS, LIVE_SOCKET_PATH } from '@yrkesbro/contracts';
import type { AuthUser } from '@yrkesbro/contracts';
import { STUDENT, json, mockApi, renderPage, requests } from '@yrkesbro/testing';
import { ConversationList } from './conversation-list.tsx';
import { BUSINESS_ID, aConversation, aMessage, conversations } from './fixtures.ts';

type Handler = (...args: unknown[]) => void;

/** A socket.io client socket that the test drives by hand. */
const fakeSocket = {
  connected: false,
  handlers: new Map<string, Set<Handler>>(),
  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  },
  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  },
  emit(event: string, ...args: unknown[]) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler(...args)));
  },
  connect: jest.fn(),
  disconnect: jest.fn(),
};

jest.mock('socket.io-client', () => ({ io: jest.fn(() => fakeSocket) }));

const ADMIN: AuthUser = { id: '3', email: 'admin@yrkesbro.no', role: 'admin' };
const LIST = '/api/messages/conversations';
const HISTORY = `/api/messages/${BUSINESS_ID}`;

function serve() {
  return mockApi((path) => {
    if (path === LIST) return json(200, conversations([aConversation()]));
    if (path === '/api/auth/refresh-token') return json(200, {});
    return json(200, { messages: [aMessage()], before: null });
  });
}

const loadsOf = (fetchMock: jest.SpyInstance, path: string) =>
  requests(fetchMock).filter(({ url }) => url.pathname === path).length;

describe('live messages', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    fakeSocket.handlers.clear();
  });

  it('connects once, under /api, over WebSocket, and lets go when nothing listens', async () => {
    const { io } = jest.requireMock('socket.io-client') as { io: jest.Mock };
    io.mockClear();
    serve();
    const { unmount } = renderPage(<ConversationList />, { url: '/', user: STUDENT });
    await userEvent.click(await screen.findByRole('button', { name: /Rør AS/ }));
    await screen.findByRole('dialog');
    expect(io).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledWith(
      expect.objectContaining({ path: LIVE_SOCKET_PATH, transports: ['websocket'] }),
    );
    unmount();
    await waitFor(() => expect(fakeSocket.disconnect).toHaveBeenCalled());
  });

  const messageEvent = (message = aMessage()) =>
    fakeSocket.emit(LIVE_EVENTS.message, {
      student_id: STUDENT.id,
      business_id: BUSINESS_ID,
      message,
    });

  it('reloads the list when a message arrives for it', async () => {
    const fetchMock = serve();
    renderPage(<ConversationList />, { url: '/', user: STUDENT });
    await screen.findByRole('button', { name: /Rør AS/ });
    const lists = loadsOf(fetchMock, LIST);
    messageEvent();
    await waitFor(() => expect(loadsOf(fetchMock, LIST)).toBeGreaterThan(lists));
  });

  /** The inbox with the chat open, and how often each has been loaded so far. */
  async function withChatOpen() {
    const fetchMock = serve();
    renderPage(<ConversationList />, { url: '/', user: STUDENT });
    await userEvent.click(await screen.findByRole('button', { name: /Rør AS/ }));
    await screen.findByRole('list', { name: 'Meldinger' });
    return { fetchMock, histories: loadsOf(fetchMock, HISTORY), lists: loadsOf(fetchMock, LIST) };
  }

  it('reloads the open chat on a message from the other party, and the list once reading it has cleared the count', async () => {
    const { fetchMock, histories, lists } = await withChatOpen();
    messageEvent();
    await waitFor(() => expect(loadsOf(fetchMock, HISTORY)).toBeGreaterThan(histories));
    expect(loadsOf(fetchMock, LIST)).toBe(lists);
    fakeSocket.emit(LIVE_EVENTS.unread, { unread_total: 0 });
    await waitFor(() => expect(loadsOf(fetchMock, LIST)).toBeGreaterThan(lists));
  });

  it('reloads the list and the open chat on a message the person wrote in another tab', async () => {
    const { fetchMock, histories, lists } = await withChatOpen();
    messageEvent(aMessage({ sender_id: STUDENT.id }));
    await waitFor(() => expect(loadsOf(fetchMock, HISTORY)).toBeGreaterThan(histories));
    await waitFor(() => expect(loadsOf(fetchMock, LIST)).toBeGreaterThan(lists));
  });

  it('fetches what it missed after the connection comes back', async () => {
    const fetchMock = serve();
    renderPage(<ConversationList />, { url: '/', user: STUDENT });
    await screen.findByRole('button', { name: /Rør AS/ });
    fakeSocket.emit('connect');
    const lists = loadsOf(fetchMock, LIST);
    fakeSocket.emit('disconnect');
    fakeSocket.emit('connect');
    await waitFor(() => expect(loadsOf(fetchMock, LIST)).toBeGreaterThan(lists));
  });

  it('renews an expired session and connects again when the server refuses the socket', async () => {
    const fetchMock = serve();
    fakeSocket.connect.mockClear();
    renderPage(<ConversationList />, { url: '/', user: STUDENT });
    await screen.findByRole('button', { name: /Rør AS/ });
    fakeSocket.emit('connect_error', new Error('UNAUTHORIZED'));
    await waitFor(() => expect(fakeSocket.connect).toHaveBeenCalledTimes(1));
    expect(loadsOf(fetchMock, '/api/auth/refresh-token')).toBe(1);
  });

  it('tries to renew the session when the server closes the connection, and connects again if it can', async () => {
    const fetchMock = serve();
    fakeSocket.connect.mockClear();
    renderPage(<ConversationList />, { url: '/', user: STUDENT });
    await screen.findByRole('button', { name: /Rør AS/ });
    // A dropped network is socket.io's own to retry: nothing to renew.
    fakeSocket.emit('disconnect', 'transport close');
    expect(loadsOf(fetchMock, '/api/auth/refresh-token')).toBe(0);
    fakeSocket.emit('disconnect', 'io server disconnect');
    await waitFor(() => expect(fakeSocket.connect).toHaveBeenCalledTimes(1));
    expect(loadsOf(fetchMock, '/api/auth/refresh-token')).toBe(1);
  });

  it('signs the tab out when the server closes the connection of a session that has ended', async () => {
    const fetchMock = mockApi((path) => {
      if (path === LIST) return json(200, conversations([aConversation()]));
      if (path === '/api/auth/refresh-token') return json(401, { message: 'Økten er avsluttet' });
      return json(200, { messages: [aMessage()], before: null });
    });
    fakeSocket.connect.mockClear();
    const { store } = renderPage(<ConversationList />, { url: '/', user: STUDENT });
    await screen.findByRole('button', { name: /Rør AS/ });
    fakeSocket.emit('disconnect', 'io server disconnect');
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(loadsOf(fetchMock, '/api/auth/refresh-token')).toBe(1);
    expect(fakeSocket.connect).not.toHaveBeenCalled();
  });

  it('opens no connection for someone who has no messages', async () => {
    const { io } = jest.requireMock('socket.io-client') as { io: jest.Mock };
    io.mockClear();
    serve();
    renderPage(<ConversationList />, { url: '/', user: ADMIN });
    await screen.findByRole('heading', { name: 'Meldinger' });
    expect(io).not.toHaveBeenCalled();
  });
});
