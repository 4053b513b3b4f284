/**
 * mf-public's texts for its post-job pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    title: 'Legg ut en stilling',
    description:
      'Legg ut en læreplass eller jobb på Yrkesbro – uten konto. Vi bekrefter med en kode på e-post.',
    intro:
      'Du trenger ingen konto. Fyll ut stillingen, oppgi firma og e-post, så sender vi deg en kode for å bekrefte at annonsen er din.',
    formLabel: 'Stillingsannonse',
    publish: 'Publiser stilling',
  },
  poster: {
    title: 'Hvem legger ut stillingen?',
    intro: 'Vi sender bekreftelsen til denne e-postadressen.',
    companyName: 'Firmanavn',
    email: 'E-post',
    contactEmail: 'Kontakt-e-post på annonsen (valgfritt)',
    contactEmailHint: 'Står feltet tomt, vises ingen e-post på annonsen.',
    cancel: 'Avbryt',
    publishing: 'Publiserer…',
    confirm: 'Bekreft og publiser',
  },
  published: {
    label: 'Stillingen er publisert',
    // The e-mail address follows in bold, then linkSentRest.
    linkSentTo: 'Vi har sendt en privat lenke til',
    linkSentRest:
      '. Med den ser du annonsen, endrer eller lukker den, og leser og svarer på søknadene. Vi sender deg en e-post når noen søker.',
    inDashboard: 'Stillingen ligger i bedriftsdashbordet ditt, der du også leser søknadene.',
    toDashboard: 'Gå til dashbordet',
    noEmail:
      'Finner du ikke e-posten? Sjekk søppelpostmappen. Oppretter du en bedriftskonto med samme e-postadresse, flyttes annonsen og søknadene til dashbordet ditt.',
    startOver: 'Legg ut en ny stilling',
  },
  verifyCode: {
    title: 'Skriv inn koden',
    intro: (length: number, email: string) =>
      `Vi har sendt en kode på ${length} siffer til ${email}. Finner du den ikke? Sjekk søppelpostmappen.`,
    wrongLength: (length: number) => `Koden har ${length} siffer.`,
    code: 'Verifiseringskode',
    cancel: 'Avbryt',
    confirming: 'Bekrefter…',
    confirm: 'Bekreft',
  },
  jobFields: {
    title: 'Stillingstittel',
    description: 'Beskrivelse',
    requirements: 'Krav',
    requirementsHint: 'Skill kravene med komma eller linjeskift',
    location: 'Sted',
    vocation: 'Yrke',
    vocationsLoading: 'Laster yrker …',
    vocationsFailed: 'Kunne ikke laste inn yrker.',
    jobType: 'Jobbtype',
    status: 'Status',
    salaryMin: 'Minimum lønn (kr)',
    salaryMax: 'Maks lønn (kr)',
  },
} as const;
