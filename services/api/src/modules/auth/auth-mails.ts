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

/** After "Bytt passord": the owner learns of it, and what to do if it was somebody else. */
export function passwordChangedMail(to: string, appUrl: string): MailJob {
  return composeMail({
    to,
    subject: 'Passordet ditt hos Yrkesbro er endret',
    heading: 'Passordet ditt er endret',
    paragraphs: [
      'Passordet for kontoen din hos Yrkesbro ble nettopp endret. Alle andre enheter der du var logget inn, er logget ut.',
      'Var det ikke deg? Da kan noen andre kjenne passordet ditt. Velg et nytt med en gang med «Glemt passordet?» på innloggingssiden: lenken kommer til denne e-postadressen, og alle blir logget ut.',
    ],
    action: { label: 'Velg nytt passord', url: `${appUrl}/forgot-password` },
  });
}
