/**
 * mf-public's texts for its manage-job pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    title: 'Administrer annonsen',
    loading: 'Laster annonsen',
    postNew: 'Legg ut en ny stilling',
  },
  job: {
    open: 'Aktiv',
    closed: 'Lukket',
    privateNotice: (expires: string) =>
      `Denne siden er privat: bare de som har lenken, kan åpne den. Lenken virker til ${expires}.`,
    showsEmail: (email: string) => `Annonsen viser e-postadressen ${email}.`,
    showsNoEmail: 'Annonsen viser ingen e-postadresse.',
    closeForm: 'Lukk skjemaet',
    edit: 'Endre annonsen',
    close: 'Lukk annonsen',
    reopen: 'Åpne annonsen igjen',
    applicationsTitle: (count: number) => `Søknader (${count})`,
  },
  edit: {
    label: 'Endre annonsen',
    contactEmail: 'Kontakt-e-post på annonsen (valgfritt)',
    contactEmailHint: 'Står feltet tomt, vises ingen e-post på annonsen.',
    saving: 'Lagrer…',
    save: 'Lagre endringene',
    opening: 'Åpner skjemaet',
    failed: 'Kunne ikke åpne skjemaet. Last inn siden på nytt og prøv igjen.',
  },
  application: {
    applied: (date: string) => `Søkte ${date}`,
    resume: 'Se CV',
    answer: 'Svar søkeren',
  },
  answer: {
    title: (name: string) => `Svar ${name}`,
    choiceLabel: 'Svar',
    accept: 'Godta søknaden',
    reject: 'Avslå søknaden',
    message: 'Melding til søkeren (valgfritt)',
    messageHint: 'Søkeren får svaret på e-post og kan svare deg direkte.',
    cancel: 'Avbryt',
    sending: 'Sender…',
    send: 'Send svaret',
  },
} as const;
