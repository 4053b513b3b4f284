import { APPLICATION_STATUS_LABELS } from '@yrkesbro/contracts';
import type { ApplicationStatus, ScheduleInterviewRequest } from '@yrkesbro/contracts';
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

export function interviewInvitationMail(
  { studentEmail, businessName, jobTitle, appUrl }: MailParties,
  interview: {
    id: string;
    request: ScheduleInterviewRequest;
    start: Date;
    end: Date;
    organizerEmail: string;
  },
): MailJob {
  const { request } = interview;
  const location = request.location ?? '';
  const when = `${DATE.format(new Date(`${request.interviewDate}T12:00:00Z`))} kl. ${request.interviewTime}`;
  const invitation = composeMail({
    to: studentEmail,
    subject: `Invitasjon til intervju hos ${businessName}`,
    heading: 'Du er invitert til intervju!',
    paragraphs: [
      `${businessName} vil gjerne møte deg til intervju om stillingen «${jobTitle}».`,
      `Tid: ${when}`,
      request.meetingType === 'online'
        ? 'Møtet er digitalt; lenken kommer fra bedriften.'
        : `Sted: ${location}`,
      'Invitasjonen ligger ved som kalenderfil, og intervjuet står i kalenderen din på Yrkesbro.',
    ],
    action: { label: 'Åpne kalenderen', url: `${appUrl}/calendar` },
  });
  invitation.attachments = [
    {
      filename: 'intervju.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: interviewIcs({
        uid: `interview-${interview.id}@yrkesbro.no`,
        start: interview.start,
        end: interview.end,
        summary: `Intervju: ${jobTitle} hos ${businessName}`,
        location: request.meetingType === 'online' ? 'Digitalt møte' : location,
        description: `Intervju om stillingen «${jobTitle}» hos ${businessName}.`,
        organizerEmail: interview.organizerEmail,
      }),
    },
  ];
  return invitation;
}
