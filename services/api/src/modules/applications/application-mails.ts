import { APPLICATION_STATUS_LABELS, ONLINE_MEETING } from '@yrkesbro/contracts';
import type { ApplicationStatus, MeetingType } from '@yrkesbro/contracts';
import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';
import { interviewIcs } from './interview-ics';

const DATE = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric' });

interface MailParties {
  studentEmail: string;
  businessName: string;
  jobTitle: string;
  appUrl: string;
}

export function statusChangedMail(
  { studentEmail, businessName, jobTitle, appUrl }: MailParties,
  status: ApplicationStatus,
): MailJob {
  const label = APPLICATION_STATUS_LABELS[status];
  return composeMail({
    to: studentEmail,
    subject: `Søknaden din til ${businessName} er oppdatert`,
    heading: `Ny status: ${label}`,
    paragraphs: [
      `${businessName} har endret statusen på søknaden din til «${jobTitle}» til ${label.toLowerCase()}.`,
    ],
    action: { label: 'Se søknadene dine', url: `${appUrl}/applications` },
  });
}

/** The job an application was to is deleted: the student hears that her application has ended. */
export function jobWithdrawnMail({
  studentEmail,
  businessName,
  jobTitle,
  appUrl,
}: MailParties): MailJob {
  return composeMail({
    to: studentEmail,
    subject: `Stillingen «${jobTitle}» hos ${businessName} er trukket tilbake`,
    heading: 'Stillingen er trukket tilbake',
    paragraphs: [
      `${businessName} har slettet stillingen «${jobTitle}». Søknaden din til stillingen er derfor avsluttet.`,
    ],
    action: { label: 'Finn andre stillinger', url: `${appUrl}/jobs` },
  });
}

/** The interview as the mails tell it: what the business typed and the same as instants. */
export interface InterviewMailDetails {
  id: string;
  sequence: number;
  interviewDate: string;
  interviewTime: string;
  meetingType: MeetingType;
  location: string;
  start: Date;
  end: Date;
  /** The ORGANIZER's address (interviewOrganizerEmail); never the owner's login e-mail. */
  organizerEmail: string;
}

const INTERVIEW_MAILS = {
  planned: {
    subject: (business: string) => `Invitasjon til intervju hos ${business}`,
    heading: 'Du er invitert til intervju!',
    lead: (business: string, job: string) =>
      `${business} vil gjerne møte deg til intervju om stillingen «${job}».`,
    time: 'Tid',
    calendar:
      'Invitasjonen ligger ved som kalenderfil, og intervjuet står i kalenderen din på Yrkesbro.',
  },
  moved: {
    subject: (business: string) => `Intervjuet hos ${business} er flyttet`,
    heading: 'Intervjuet er flyttet',
    lead: (business: string, job: string) =>
      `${business} har flyttet intervjuet om stillingen «${job}».`,
    time: 'Ny tid',
    calendar:
      'Den oppdaterte invitasjonen ligger ved som kalenderfil og flytter intervjuet i kalenderappen din; kalenderen din på Yrkesbro er allerede oppdatert.',
  },
  cancelled: {
    subject: (business: string) => `Intervjuet hos ${business} er avlyst`,
    heading: 'Intervjuet er avlyst',
    lead: (business: string, job: string) =>
      `${business} har avlyst intervjuet om stillingen «${job}».`,
    time: 'Avlyst tid',
    calendar:
      'Avlysningen ligger ved som kalenderfil og fjerner intervjuet fra kalenderappen din; det er allerede fjernet fra kalenderen din på Yrkesbro.',
  },
  /** The student withdrew her søknad: the interview is off, and her calendar app should know. */
  withdrawn: {
    subject: (business: string) => `Intervjuet hos ${business} er avlyst`,
    heading: 'Intervjuet er avlyst',
    lead: (business: string, job: string) =>
      `Du har trukket søknaden din til stillingen «${job}» hos ${business}, så intervjuet er avlyst. Bedriften har fått beskjed.`,
    time: 'Avlyst tid',
    calendar:
      'Avlysningen ligger ved som kalenderfil og fjerner intervjuet fra kalenderappen din; det er allerede fjernet fra kalenderen din på Yrkesbro.',
  },
} as const;

/** An interview's time as the mails write it: «14. april 2027 kl. 14:30». */
export function interviewWhen(interviewDate: string, interviewTime: string): string {
  return `${DATE.format(new Date(`${interviewDate}T12:00:00Z`))} kl. ${interviewTime}`;
}

/**
 * The one mail the student gets when an interview is planned, moved or cancelled (by the
 * business, or by her withdrawing the søknad): the time, the place or link, and the .ics that
 * adds, moves (same UID, higher SEQUENCE) or removes the event.
 */
export function interviewMail(
  { studentEmail, businessName, jobTitle, appUrl }: MailParties,
  change: keyof typeof INTERVIEW_MAILS,
  interview: InterviewMailDetails,
): MailJob {
  const text = INTERVIEW_MAILS[change];
  const cancelled = change === 'cancelled' || change === 'withdrawn';
  const online = interview.meetingType === 'online';
  const link = online && interview.location !== ONLINE_MEETING ? interview.location : null;
  const when = interviewWhen(interview.interviewDate, interview.interviewTime);
  const place = link
    ? `Digitalt møte: ${link}`
    : online
      ? 'Møtet er digitalt; lenken kommer fra bedriften.'
      : `Sted: ${interview.location}`;
  const mail = composeMail({
    to: studentEmail,
    subject: text.subject(businessName),
    heading: text.heading,
    paragraphs: [
      text.lead(businessName, jobTitle),
      `${text.time}: ${when}`,
      ...(cancelled ? [] : [place]),
      text.calendar,
    ],
    action: cancelled
      ? { label: 'Se søknadene dine', url: `${appUrl}/applications` }
      : { label: 'Åpne kalenderen', url: `${appUrl}/calendar` },
  });
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  mail.attachments = [
    {
      filename: cancelled ? 'intervju-avlyst.ics' : 'intervju.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: interviewIcs({
        method,
        uid: `interview-${interview.id}@yrkesbro.no`,
        sequence: interview.sequence,
        start: interview.start,
        end: interview.end,
        summary: `Intervju: ${jobTitle} hos ${businessName}`,
        location: link ?? (online ? 'Digitalt møte' : interview.location),
        description: `Intervju om stillingen «${jobTitle}» hos ${businessName}.`,
        organizer: { name: businessName, email: interview.organizerEmail },
        attendeeEmail: studentEmail,
      }),
    },
  ];
  return mail;
}
