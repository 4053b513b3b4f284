import { mixed, number, object, string } from './yup-locale.ts';
import type { InferType, Schema } from 'yup';
import {
  ADMIN_MESSAGES,
  GROUP_MAIL_MESSAGE_MAX,
  GROUP_MAIL_TITLE_MAX,
  MAILING_GROUPS,
} from './admin.ts';
import type { MailingGroup } from './admin.ts';
import { pageField } from './pagination-schemas.ts';
import { SEARCH_TEXT_MAX } from './search-limits.ts';
import { typedText } from './text-schemas.ts';

/** Search and page of GET /api/admin/students and /api/admin/businesses. */
export const adminListSchema = object({
  q: string().trim().max(SEARCH_TEXT_MAX).default(''),
  page: pageField(),
  limit: number().integer().min(1).max(100).default(20),
});
export type AdminListQuery = InferType<typeof adminListSchema>;

/**
 * yup reads a number or a boolean where text belongs as its text, so a hand-made request would
 * mail everyone a title of "123" or "true". The form's fields are always text, so only such a
 * request is refused; the form keeps the trimming that `strict()` would take from it.
 */
function sentAsText<S extends Schema>(schema: S, message: string): S {
  return schema.test(
    'text',
    message,
    (_value, { originalValue }) => originalValue == null || typeof originalValue === 'string',
  );
}

/** POST /api/admin/emails/send: every field filled, the title and message not blank. */
export const groupMailSchema = object({
  group: mixed<MailingGroup>()
    .oneOf([...MAILING_GROUPS], ADMIN_MESSAGES.completeAllFields)
    .required(ADMIN_MESSAGES.completeAllFields),
  title: sentAsText(
    typedText()
      .max(GROUP_MAIL_TITLE_MAX, ADMIN_MESSAGES.titleTooLong)
      .required(ADMIN_MESSAGES.completeAllFields),
    ADMIN_MESSAGES.titleNotText,
  ),
  msg: sentAsText(
    typedText()
      .max(GROUP_MAIL_MESSAGE_MAX, ADMIN_MESSAGES.messageTooLong)
      .required(ADMIN_MESSAGES.completeAllFields),
    ADMIN_MESSAGES.messageNotText,
  ),
});
export type GroupMailRequest = InferType<typeof groupMailSchema>;
