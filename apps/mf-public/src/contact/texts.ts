/**
 * mf-public's texts for its contact pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    title: 'Kontakt oss',
    description: 'Spørsmål om Yrkesbro? Skriv til oss – vi svarer mandag til fredag 09:00–17:00.',
    formLabel: 'Kontaktskjema',
    name: 'Navn',
    email: 'E-post',
    subject: 'Emne',
    message: 'Melding',
    sending: 'Sender…',
    send: 'Send melding',
    hoursTitle: 'Åpningstider',
    hours: 'Mandag–fredag 09:00–17:00',
    hoursNote:
      'Vi svarer som regel innen én arbeidsdag. Spørsmål om læretid? Prøv assistenten på FAQ-siden.',
  },
} as const;
