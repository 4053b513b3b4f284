import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';

/** One notice per conversation and recipient at a time: the queue's job key. */
export function messageNoticeKey(conversationId: string, recipientId: string): string {
  return `message-notice-${conversationId}-${recipientId}`;
}

/** The e-mail to someone who was offline when messages came: who wrote, and a link to the chat. */
export function messageNoticeMail({
  to,
  senderName,
  url,
}: {
  to: string;
  senderName: string;
  url: string;
}): MailJob {
  return composeMail({
    to,
    subject: `Ny melding fra ${senderName}`,
    heading: 'Du har fått en ny melding',
    paragraphs: [`${senderName} har sendt deg en melding på Yrkesbro.`],
    action: { label: 'Les meldingen', url },
  });
}
