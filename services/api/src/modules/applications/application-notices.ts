import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';

/** Whom a notice of new applications goes to: a company, or someone who posted without an account. */
export type NoticeRecipient = { businessId: string } | { posterEmail: string };

export const APPLICATION_NOTICE_JOB = 'notice';

/** One waiting notice per recipient: the queue's deduplication id. */
export function noticeKey(recipient: NoticeRecipient): string {
  return 'businessId' in recipient
    ? `application-notice-business-${recipient.businessId}`
    : `application-notice-poster-${recipient.posterEmail}`;
}

export interface NoticeLine {
  studentName: string;
  jobTitle: string;
}

export interface NoticeJobLink {
  jobTitle: string;
  url: string;
}

/**
 * One mail for the applications that came in while the notice waited: who applied to what, and
 * where each job's applications are read (the business area, or the job's private link).
 */
export function newApplicationsMail({
  to,
  lines,
  links,
}: {
  to: string;
  lines: NoticeLine[];
  links: NoticeJobLink[];
}): MailJob {
  const single = lines.length === 1;
  return composeMail({
    to,
    subject: single
      ? `Ny søknad på «${lines[0].jobTitle}»`
      : `${lines.length} nye søknader på Yrkesbro`,
    heading: single ? 'Du har fått en ny søknad' : `Du har fått ${lines.length} nye søknader`,
    paragraphs: [
      ...lines.map((line) => `${line.studentName} har søkt på «${line.jobTitle}».`),
      ...(links.length > 1
        ? links.map((link) => `Les søknadene til «${link.jobTitle}»: ${link.url}`)
        : []),
    ],
    action: {
      label: single ? 'Les søknaden' : 'Les søknadene',
      url: links[0].url,
    },
  });
}

/**
 * The student has withdrawn a søknad the employer was told of: who, to what, and the interview
 * that is off with it. `url` is where the job's applications are read (none for a poster
 * without an account, whose private links come with the notices).
 */
export function withdrawnApplicationMail({
  to,
  studentName,
  jobTitle,
  interviewWhen,
  url,
}: {
  to: string;
  studentName: string;
  jobTitle: string;
  /** The time of the interview that is cancelled with it; null when none was planned. */
  interviewWhen: string | null;
  url: string | null;
}): MailJob {
  return composeMail({
    to,
    subject: `Søknaden på «${jobTitle}» er trukket`,
    heading: 'En søknad er trukket',
    paragraphs: [
      `${studentName} har trukket søknaden sin på «${jobTitle}», og den er fjernet fra søknadene dine.`,
      ...(interviewWhen
        ? [`Intervjuet ${interviewWhen} er avlyst og fjernet fra kalenderen din på Yrkesbro.`]
        : []),
    ],
    ...(url ? { action: { label: 'Se søknadene', url } } : {}),
  });
}
