import {
  renewSession,
  selectCurrentUser,
  sessionEnded,
  useAppDispatch,
  useAppSelector,
} from '@yrkesbro/api-client';
import { LIVE_EVENTS, LIVE_SOCKET_PATH } from '@yrkesbro/contracts';
import type { LiveMessageEvent, LiveUnreadEvent } from '@yrkesbro/contracts';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { CONVERSATIONS, messagesApi } from './messages-api.ts';

/**
 * The page's live state. The shell and each remote bundle a copy of this module (the navbar's
 * unread link is the shell's, the inbox and the chats a remote's), so it is kept on the window,
 * where every copy finds it: each copy had opened a connection of its own, two per tab, and
 * acted on each event apart.
 */
interface LiveState {
  /** One connection for the page, however many lists and dialogs listen to it. */
  socket?: Promise<Socket>;
  listeners: number;
  /** Events acted on: socket.io hands every listener on the page the same event object. */
  handled: WeakSet<object>;
  /** The chats open on the page, counted by the other party's id. */
  openChats: Map<string, number>;
}

function liveState(): LiveState {
  const holder = window as unknown as { __yrkesbroLive?: LiveState };
  holder.__yrkesbroLive ??= { listeners: 0, handled: new WeakSet(), openChats: new Map() };
  return holder.__yrkesbroLive;
}

// The client library (12 KiB) is fetched when the first listener mounts: a signed-out visitor
// never needs it.
function acquire(): Promise<Socket> {
  const state = liveState();
  // WebSocket only: no long-polling, whose requests would have to stick to one API replica.
  state.socket ??= import('socket.io-client').then(({ io }) =>
    io({ path: LIVE_SOCKET_PATH, transports: ['websocket'], withCredentials: true }),
  );
  state.listeners += 1;
  return state.socket;
}

function release(): void {
  const state = liveState();
  state.listeners -= 1;
  if (state.listeners === 0) {
    void state.socket?.then((socket) => socket.disconnect(), ignore);
    state.socket = undefined;
  }
}

// A failed download of the client leaves the lists as they are, loaded but not live; the next
// page that listens tries again.
function ignore(): void {}

// Acted on by each listener, one message reloaded every list two or three times.
function firstTimeHandled(event: object): boolean {
  const { handled } = liveState();
  if (handled.has(event)) return false;
  handled.add(event);
  return true;
}

/**
 * Marks a chat with `otherId` as open while mounted: a message from them is then read as the chat
 * reloads its history, and the server's unread event that the reading sends reloads the lists.
 * Reloaded on the message as well, each list was asked for twice per message, and first showed
 * the message unread in the chat the person was looking at.
 */
export function useOpenChat(otherId: string): void {
  useEffect(() => {
    const { openChats } = liveState();
    openChats.set(otherId, (openChats.get(otherId) ?? 0) + 1);
    return () => {
      const left = (openChats.get(otherId) ?? 1) - 1;
      if (left > 0) openChats.set(otherId, left);
      else openChats.delete(otherId);
    };
  }, [otherId]);
}

/**
 * Keeps the conversation lists and open chats current while mounted: a new message or a
 * changed unread count reloads what it concerns, so nothing is shown twice and what the server
 * holds is what is shown. After a dropped connection everything is reloaded, which brings in
 * whatever came meanwhile. An expired access cookie is renewed before connecting again.
 */
export function useLiveMessages(): void {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const role = me?.role;
  const userId = me?.id;

  useEffect(() => {
    if (!userId || (role !== 'student' && role !== 'business')) return;
    const connection = acquire();
    let stopped = false;
    let detach = ignore;
    connection.then((socket) => {
      if (stopped) return;
      let connectedBefore = socket.connected;
      const reloadAll = () =>
        dispatch(messagesApi.util.invalidateTags([CONVERSATIONS, 'MessageHistory']));
      const onConnect = () => {
        if (connectedBefore) reloadAll();
        connectedBefore = true;
      };
      const onMessage = (event: LiveMessageEvent) => {
        if (!firstTimeHandled(event)) return;
        const other = role === 'student' ? event.business_id : event.student_id;
        const history = { type: 'MessageHistory' as const, id: other };
        const readInOpenChat =
          event.message.sender_id === other && liveState().openChats.has(other);
        dispatch(
          messagesApi.util.invalidateTags(readInOpenChat ? [history] : [CONVERSATIONS, history]),
        );
      };
      const onUnread = (event: LiveUnreadEvent) => {
        if (firstTimeHandled(event)) dispatch(messagesApi.util.invalidateTags([CONVERSATIONS]));
      };
      // The server refuses a handshake without a valid access cookie and socket.io does not
      // retry a refusal by itself.
      const reconnectIfRenewed = () =>
        void renewSession().then((renewed) => {
          if (!renewed) dispatch(sessionEnded());
          else if (liveState().socket === connection) socket.connect();
        });
      const onRefused = (error: Error) => {
        if (error.message === 'UNAUTHORIZED') reconnectIfRenewed();
      };
      // The server closes the connection of a session that ended (logout in another tab, a new
      // password elsewhere). A session still alive comes back; an ended one cannot renew, and
      // the tab is signed out at once instead of showing private pages until its next call.
      const onClosedByServer = (reason: string) => {
        if (reason === 'io server disconnect') reconnectIfRenewed();
      };

      socket.on('connect', onConnect);
      socket.on(LIVE_EVENTS.message, onMessage);
      socket.on(LIVE_EVENTS.unread, onUnread);
      socket.on('connect_error', onRefused);
      socket.on('disconnect', onClosedByServer);
      detach = () => {
        socket.off('connect', onConnect);
        socket.off(LIVE_EVENTS.message, onMessage);
        socket.off(LIVE_EVENTS.unread, onUnread);
        socket.off('connect_error', onRefused);
        socket.off('disconnect', onClosedByServer);
      };
    }, ignore);
    return () => {
      stopped = true;
      detach();
      release();
    };
  }, [userId, role, dispatch]);
}
