import { object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { CONTACT_MESSAGES, CHAT_MESSAGES } from './public-site.ts';
import { DELIVERABLE_EMAIL, deliverable } from './deliverable-email.ts';
import { typedText } from './text-schemas.ts';

/** The contact form: all four fields required (seed 2, section 5). */
export const contactSchema = object({
  name: typedText()
    .max(120, CONTACT_MESSAGES.tooLong('Navn', 120))
    .required(CONTACT_MESSAGES.nameRequired),
  email: string()
    .trim()
    .email(CONTACT_MESSAGES.emailInvalid)
    .matches(DELIVERABLE_EMAIL, deliverable(CONTACT_MESSAGES.emailInvalid))
    .max(254, CONTACT_MESSAGES.tooLong('E-post', 254))
    .required(CONTACT_MESSAGES.emailRequired),
  subject: typedText()
    .max(200, CONTACT_MESSAGES.tooLong('Emne', 200))
    .required(CONTACT_MESSAGES.subjectRequired),
  message: typedText()
    .max(5000, CONTACT_MESSAGES.tooLong('Meldingen', 5000))
    .required(CONTACT_MESSAGES.messageRequired),
});
export type ContactRequest = InferType<typeof contactSchema>;

/** POST /api/chat {message}. */
export const chatSchema = object({
  message: typedText()
    .max(1000, CHAT_MESSAGES.questionTooLong)
    .required(CHAT_MESSAGES.questionRequired),
});
export type ChatRequest = InferType<typeof chatSchema>;
