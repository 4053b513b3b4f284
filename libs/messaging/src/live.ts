import {
  renewSession,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from '@yrkesbro/api-client';
import { LIVE_EVENTS, LIVE_SOCKET_PATH } from '@yrkesbro/contracts';
import type { LiveMessageEvent } from '@yrkesbro/contracts';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { CONVERSATIONS, messagesApi } from './messages-api.ts';

// One connection for the page, however many lists and dialogs listen to it. The client library
// (12 KiB) is fetched when the first listener mounts: a signed-out visitor never needs it.
let shared: Promise<Socket> | undefined;
let listeners = 0;

function acquire(): Promise<Socket> {
  // WebSocket only: no long-polling, whose requests would have to stick to one API replica.
  shared ??= import('socket.io-client').then(({ io }) =>
    io({ path: LIVE_SOCKET_PATH, transports: ['websocket'], withCredentials: true }),
  );
  listeners += 1;
  return shared;
}

function release(): void {
  listeners -= 1;
  if (listeners === 0) {
    void shared?.then((socket) => socket.disconnect(), ignore);
    shared = undefined;
  }
}

// A failed download of the client leaves the lists as they are, loaded but not live; the next
// page that listens tries again.
function ignore(): void {}

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
        const other = role === 'student' ? event.business_id : event.student_id;
        dispatch(
          messagesApi.util.invalidateTags([CONVERSATIONS, { type: 'MessageHistory', id: other }]),
        );
      };
      const onUnread = () => dispatch(messagesApi.util.invalidateTags([CONVERSATIONS]));
      // The server refuses a handshake without a valid access cookie and socket.io does not
      // retry a refusal by itself.
      const onRefused = (error: Error) => {
        if (error.message !== 'UNAUTHORIZED') return;
        void renewSession().then((renewed) => {
          if (renewed && shared === connection) socket.connect();
        });
      };

      socket.on('connect', onConnect);
      socket.on(LIVE_EVENTS.message, onMessage);
      socket.on(LIVE_EVENTS.unread, onUnread);
      socket.on('connect_error', onRefused);
      detach = () => {
        socket.off('connect', onConnect);
        socket.off(LIVE_EVENTS.message, onMessage);
        socket.off(LIVE_EVENTS.unread, onUnread);
        socket.off('connect_error', onRefused);
      };
    }, ignore);
    return () => {
      stopped = true;
      detach();
      release();
    };
  }, [userId, role, dispatch]);
}
