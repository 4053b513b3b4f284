import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';

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
