import type { Message } from './messages.ts';

/** The live socket's path: under /api, where the access cookie is sent. */
export const LIVE_SOCKET_PATH = '/api/socket.io';

/** Events the live socket sends to every open tab of the people they concern. */
export const LIVE_EVENTS = { message: 'message', unread: 'unread' } as const;

/** A new message, to its recipient and to the writer's other tabs. */
export interface LiveMessageEvent {
  student_id: string;
  business_id: string;
  message: Message;
}

/**
 * The person's unread messages over all conversations, when reading changes it. A new message
 * changes the totals of both its parties as well, but is sent as a message event only: a client
 * reloads the conversations, which carry the totals, on that.
 */
export interface LiveUnreadEvent {
  unread_total: number;
}
