import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';

/**
 * One recipient's copy. The message is plain text: each paragraph (split at blank lines) is
 * escaped into the template, so nothing the admin types becomes markup.
 */
export function groupMail(
  to: string,
  title: string,
  message: string,
  unsubscribeUrl: string,
): MailJob {
  const paragraphs = message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return composeMail({ to, subject: title, heading: title, paragraphs, unsubscribeUrl });
}
