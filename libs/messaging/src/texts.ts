/**
 * The navbar's messages link's texts, apart from the rest: the link is in the shell's first load,
 * which every visitor downloads, and the other components' texts are not.
 */
/** '1 ulest', '2 uleste': the count of unread messages, in the adjective's number. */
const unread = (count: number) => `${count} ulest${count === 1 ? '' : 'e'}`;

export const MESSAGES_LINK_TEXTS = {
  label: 'Meldinger',
  labelWithUnread: (count: number) => `Meldinger, ${unread(count)}`,
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
    unread,
  },
  sendMessageButton: {
    label: 'Send Melding',
    mayWriteFailed: 'Klarte ikke å sjekke om du kan sende melding.',
  },
} as const;
