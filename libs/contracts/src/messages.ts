import { number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { pageField } from './pagination.ts';

export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_MESSAGES = {
  contentRequired: 'Vennligst skriv inn en melding',
  contentTooLong: `Meldingen kan ikke være lengre enn ${MESSAGE_MAX_LENGTH} tegn`,
  recipientInvalid: 'Ugyldig mottaker',
  notFound: 'Fant ikke samtalen.',
  studentMayNotStart:
    'Du kan bare sende melding til bedrifter du har søkt hos eller som har skrevet til deg',
  historyFailed: 'Klarte ikke å laste meldingshistorikk',
  sent: 'Melding sendt',
  sendFailed: 'Kunne ikke sende melding',
  conversationsFailed: 'Klarte ikke å laste inn samtaler',
  noConversations: 'Ingen samtaler enda',
} as const;

const content = string()
  .trim()
  .required(MESSAGE_MESSAGES.contentRequired)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES.contentTooLong);

/** POST /api/messages/student: a student writes to a business (its account's user id). */
export const studentMessageSchema = object({
  businessId: string()
    .uuid(MESSAGE_MESSAGES.recipientInvalid)
    .required(MESSAGE_MESSAGES.recipientInvalid),
  content,
});
export type StudentMessageRequest = InferType<typeof studentMessageSchema>;

/** POST /api/messages: a business writes to a student (the student's user id). */
export const businessMessageSchema = object({
  receiverId: string()
    .uuid(MESSAGE_MESSAGES.recipientInvalid)
    .required(MESSAGE_MESSAGES.recipientInvalid),
  content,
});
export type BusinessMessageRequest = InferType<typeof businessMessageSchema>;

/** The chat dialog's text box: the same rule the API applies. */
export const messageContentSchema = object({ content });

/** One message; `sender_id` is the writer's user id. Content is plain text, never markup. */
export interface Message {
  id: string;
  sender_id: string;
  content: string;
  created_at: string;
}

/** A student–business pair as each side's conversation list shows it (ids are user ids). */
export interface Conversation {
  student_id: string;
  business_id: string;
  business_name: string;
  business_logo: string | null;
  student_name: string | null;
  student_profile_pic: string | null;
  last_content: string;
  last_message_time: string;
  unread_count: number;
}

/** GET /api/messages/conversations?page&limit, newest conversation first. */
export const conversationsQuerySchema = object({
  page: pageField(),
  limit: number().integer().min(1).max(50).default(20),
});
export type ConversationsQuery = InferType<typeof conversationsQuerySchema>;

export interface ConversationsResponse {
  conversations: Conversation[];
  total: number;
  page: number;
  limit: number;
  /** Unread messages over all the person's conversations: the navbar's badge. */
  unread_total: number;
}

/** GET /api/messages/{id}?before&limit: the latest page, or the page before message `before`. */
export const messageHistoryQuerySchema = object({
  before: string().uuid(MESSAGE_MESSAGES.notFound).optional(),
  limit: number().integer().min(1).max(100).default(30),
});
export type MessageHistoryQuery = InferType<typeof messageHistoryQuerySchema>;

/** Oldest first; `before` is the cursor for the page before this one, null at the start. */
export interface MessageHistory {
  messages: Message[];
  before: string | null;
}
