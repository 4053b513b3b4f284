export const CONTACT_MESSAGES = {
  nameRequired: 'Navn er påkrevd',
  emailInvalid: 'Vennligst angi en gyldig e-post',
  emailRequired: 'E-post er påkrevd',
  subjectRequired: 'Emne er påkrevd',
  messageRequired: 'Melding er påkrevd',
  tooLong: (field: string, max: number) => `${field} kan være på høyst ${max} tegn`,
  success: 'Takk for meldingen! Vi svarer deg så snart vi kan.',
  failed: 'Kunne ikke sende meldingen. Vennligst prøv igjen.',
} as const;

export const CHAT_MESSAGES = {
  questionRequired: 'Skriv et spørsmål',
  questionTooLong: 'Spørsmålet kan være på høyst 1000 tegn',
  /** Seed 2, section 8: what the assistant says when the call fails. */
  failureReply:
    'Beklager, jeg kunne ikke prosessere forespørselen din. Vennligst prøv igjen senere.',
} as const;

export interface ChatSource {
  title: string;
  /** A page of the site, e.g. '/faq#feriepenger' or '/categories/elektro'. */
  url: string;
}

/** Answer of POST /api/chat. */
export interface ChatResponse {
  message: string;
  /** Where the answer came from; empty when the assistant found nothing to go on. */
  sources: ChatSource[];
  /** 'retrieval' when our own texts answered directly, 'ai' when a language model wrote it from them. */
  answeredBy: 'retrieval' | 'ai' | 'none';
}
