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

export function passwordResetMail(to: string, link: string): MailJob {
  return composeMail({
    to,
    subject: 'Tilbakestill passordet ditt hos Yrkesbro',
    heading: 'Tilbakestill passordet',
    paragraphs: [
      'Vi fikk en forespørsel om å tilbakestille passordet for kontoen din.',
      'Lenken virker i én time og kan brukes én gang. Ba du ikke om dette, kan du se bort fra e-posten: passordet ditt er uendret.',
    ],
    action: { label: 'Velg nytt passord', url: link },
  });
}
