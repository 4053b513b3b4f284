/** What the worker needs to send one e-mail; producers build it, the worker only delivers. */
export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to us (e.g. the sender of a contact-form message). */
  replyTo?: string;
  /** Extra headers, e.g. a group mail's List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Small text attachments, e.g. an .ics invitation. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export const SEND_MAIL_JOB = 'send';
