/**
 * mf-public's texts for its faq pages, in bokmål: each feature's catalogue is a module of
 * its own, so a page loads only its own texts; texts shared with the API stay in
 * @yrkesbro/contracts.
 */
export const TEXTS = {
  page: {
    title: 'Spørsmål om læretid',
    description:
      'Læretid, lønn, feriepenger, overtid og fagbrev: svar på det lærlinger og bedrifter lurer på, og en assistent som svarer på dine spørsmål.',
    apprenticeshipTitle: 'Om å være lærling',
    platformTitle: 'Slik virker Yrkesbro',
    assistantTitle: 'Spør assistenten',
    assistantNote:
      'Assistenten svarer ut fra Yrkesbros egne sider og viser hvor svaret kommer fra.',
  },
  assistantChat: {
    label: 'Spør assistenten',
    greeting: 'Hei! Spør meg om læretid, lønn, feriepenger, fagbrev eller hvordan Yrkesbro virker.',
    you: 'Du:',
    assistant: 'Assistenten:',
    // The sources' links follow after a space.
    readMore: 'Les mer:',
    thinking: 'Assistenten skriver …',
    placeholder: 'Skriv et spørsmål …',
    questionLabel: 'Spørsmål til assistenten',
    send: 'Send',
  },
} as const;
