import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';

export function verificationMail(to: string, link: string): MailJob {
  return composeMail({
    to,
    subject: 'Bekreft e-postadressen din hos Yrkesbro',
    heading: 'Velkommen til Yrkesbro!',
    paragraphs: [
      'Takk for at du registrerte deg. Bekreft e-postadressen din for å ta i bruk kontoen.',
      'Lenken virker i 48 timer. Har du ikke opprettet en konto hos oss, kan du se bort fra denne e-posten.',
    ],
    action: { label: 'Bekreft e-postadressen', url: link },
  });
}
