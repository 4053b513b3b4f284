/**
 * The navbar's messages link's texts, apart from the rest: the link is in the shell's first load,
 * which every visitor downloads, and the other components' texts are not.
 */
export const MESSAGES_LINK_TEXTS = {
  label: 'Meldinger',
  // Count last, as a label's value: «uleste: 1» reads right for any number, with no plural rule
  // in the first load.
  labelWithUnread: (count: number) => `Meldinger, uleste: ${count}`,
} as const;

/**
 * The messaging lib's message catalogue: every text its own components show, in bokmål. Texts
 * shared with the API (validation, errors, toasts) stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  chatDialog: {
    loadEarlier: 'Last inn eldre meldinger',
    loading: 'Laster meldinger',
    empty: 'Ingen meldinger ennå. Skriv den første!',
    messagesLabel: 'Meldinger',
    arrived: (content: string) => `Ny melding: ${content}`,
    // Put before the time of one's own messages.
    you: 'Du, ',
    messageLabel: 'Melding',
    messageHint: 'Enter sender, Shift+Enter gir ny linje',
    close: 'Lukk',
    sending: 'Sender…',
    send: 'Send',
  },
  conversationList: {
    title: 'Meldinger',
    loading: 'Laster samtaler',
    conversationsLabel: 'Samtaler',
    unknownBusiness: 'Bedrift',
    unknownStudent: 'Student',
    unread: (count: number) => `${count} ulest${count === 1 ? '' : 'e'}`,
  },
  sendMessageButton: {
    label: 'Send Melding',
    /** In a list of cards, each button says who it writes to. */
    labelFor: (label: string, name: string) => `${label} til ${name}`,
    mayWriteFailed: 'Klarte ikke å sjekke om du kan sende melding.',
  },
} as const;
