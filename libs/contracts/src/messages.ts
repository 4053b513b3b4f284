export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_MESSAGES = {
  contentRequired: 'Vennligst skriv inn en melding',
  contentTooLong: `Meldingen kan ikke være lengre enn ${MESSAGE_MAX_LENGTH} tegn`,
  recipientInvalid: 'Ugyldig mottaker',
  notFound: 'Fant ikke samtalen.',
  studentMayNotStart:
    'Du kan bare sende melding til bedrifter du har søkt hos eller som har skrevet til deg',
  businessMayNotStart:
    'Du kan skrive til elever som har søkt hos dere, eller som du har åpnet profilen til. Med et abonnement kan du kontakte alle elever.',
  historyFailed: 'Klarte ikke å laste meldingshistorikk',
  sent: 'Melding sendt',
  sendFailed: 'Kunne ikke sende melding',
  conversationsFailed: 'Klarte ikke å laste inn samtaler',
  noConversations: 'Ingen samtaler enda',
} as const;

/** One message; `sender_id` is the writer's user id. Content is plain text, never markup. */
export interface Message {
  id: string;
  sender_id: string;
  content: string;
  created_at: string;
}

/** A student–business pair as each side's conversation list shows it (ids are user ids). */
export interface Conversation {
  student_id: string;
  business_id: string;
  business_name: string;
  business_logo: string | null;
  student_name: string | null;
  student_profile_pic: string | null;
  last_content: string;
  last_message_time: string;
  unread_count: number;
}

export interface ConversationsResponse {
  conversations: Conversation[];
  total: number;
  page: number;
  limit: number;
  /** Unread messages over all the person's conversations: the navbar's badge. */
  unread_total: number;
}

/** Oldest first; `before` is the cursor for the page before this one, null at the start. */
export interface MessageHistory {
  messages: Message[];
  before: string | null;
}

/**
 * GET /api/messages/{id}/may-write: whether the signed-in user may write to the other party
 * `{id}` now, by the rule sending applies; a page asks before it offers a text box.
 */
export interface MayWriteResponse {
  may_write: boolean;
}
