import { deletionDateText } from '@yrkesbro/contracts';
import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';

export function deletionScheduledMail(to: string, scheduledFor: Date, appUrl: string): MailJob {
  return composeMail({
    to,
    subject: 'Kontoen din hos Yrkesbro blir slettet',
    heading: 'Vi har mottatt ønsket om å slette kontoen din',
    paragraphs: [
      `Kontoen din og alt du har lagt inn, med filene dine, slettes for godt ${deletionDateText(scheduledFor)}. Fram til da er profilen din skjult for bedrifter, og du er logget ut overalt.`,
      'Ombestemmer du deg, logger du inn og velger «Angre sletting» under Personvern og data før datoen.',
      `Var det ikke du som ba om dette? Logg inn, angre slettingen og bytt passord med en gang under Sikkerhet (${appUrl}/account/security).`,
    ],
    action: { label: 'Angre sletting', url: `${appUrl}/account/privacy` },
  });
}

export function deletionCancelledMail(to: string, appUrl: string): MailJob {
  return composeMail({
    to,
    subject: 'Slettingen av kontoen din er avbrutt',
    heading: 'Kontoen din blir ikke slettet',
    paragraphs: [
      'Slettingen av kontoen din hos Yrkesbro er avbrutt, og profilen din er synlig igjen som før.',
      `Var det ikke du som gjorde dette? Bytt passord med en gang under Sikkerhet (${appUrl}/account/security).`,
    ],
    action: { label: 'Gå til Personvern og data', url: `${appUrl}/account/privacy` },
  });
}
