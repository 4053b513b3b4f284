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

/** Somebody tried to register an address that already has an account. */
export function accountExistsMail(to: string, loginLink: string, resetLink: string): MailJob {
  return composeMail({
    to,
    subject: 'Du har allerede en konto hos Yrkesbro',
    heading: 'Du har allerede en konto',
    paragraphs: [
      'Noen (kanskje du) prøvde nettopp å opprette en ny konto hos Yrkesbro med denne e-postadressen. Det finnes allerede en konto for den, så ingen ny konto ble opprettet.',
      `Logg inn som vanlig på ${loginLink}. Har du glemt passordet, kan du lage et nytt på ${resetLink}.`,
      'Var det ikke deg, kan du se bort fra denne e-posten.',
    ],
    action: { label: 'Logg inn', url: loginLink },
  });
}
