import { APPLICATION_STATUS_LABELS } from '@yrkesbro/contracts';
import type { PostedApplicationAnswer } from '@yrkesbro/contracts';
import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';

/**
 * The answer of someone who posted without an account: the new status and their own words; a
 * reply goes to them, since they have no inbox on Yrkesbro.
 */
export function posterAnswerMail(
  {
    studentEmail,
    businessName,
    jobTitle,
    appUrl,
  }: { studentEmail: string; businessName: string; jobTitle: string; appUrl: string },
  { status, message }: PostedApplicationAnswer,
  posterEmail: string,
): MailJob {
  const label = APPLICATION_STATUS_LABELS[status];
  return composeMail({
    to: studentEmail,
    subject: `Svar fra ${businessName} på søknaden din`,
    heading: `Ny status: ${label}`,
    paragraphs: [
      `${businessName} har svart på søknaden din til «${jobTitle}»: ${label.toLowerCase()}.`,
      ...(message ? [`Melding fra ${businessName}:`, message] : []),
      `Svar på denne e-posten for å skrive til ${businessName}.`,
    ],
    action: { label: 'Se søknadene dine', url: `${appUrl}/applications` },
    replyTo: posterEmail,
  });
}
