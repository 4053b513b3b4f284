import { number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from './messages.ts';
import { pageField } from './pagination-schemas.ts';
import { typedText } from './text-schemas.ts';

const content = typedText()
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

/** GET /api/messages/conversations?page&limit, newest conversation first. */
export const conversationsQuerySchema = object({
  page: pageField(),
  limit: number().integer().min(1).max(50).default(20),
});
export type ConversationsQuery = InferType<typeof conversationsQuerySchema>;

/** GET /api/messages/{id}?before&limit: the latest page, or the page before message `before`. */
export const messageHistoryQuerySchema = object({
  before: string().uuid(MESSAGE_MESSAGES.notFound).optional(),
  limit: number().integer().min(1).max(100).default(30),
});
export type MessageHistoryQuery = InferType<typeof messageHistoryQuerySchema>;
