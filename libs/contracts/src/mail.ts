export interface QueuedMailResponse {
  jobId: string;
}

/** The pages of a group mail's unsubscribe link (GET and POST /api/mailings/unsubscribe). */
export const UNSUBSCRIBE_MESSAGES = {
  confirmHeading: 'Meld deg av e-poster fra Yrkesbro',
  confirmText: 'Du får fortsatt e-post om din egen konto, men ikke flere fellesutsendelser.',
  confirmButton: 'Meld meg av',
  doneHeading: 'Du er meldt av',
  doneText: 'Du får ingen flere fellesutsendelser fra Yrkesbro.',
  invalidLink: 'Lenken for å melde seg av er ugyldig.',
  invalidLinkHelp:
    'Den kan ha blitt kuttet da den ble kopiert. Åpne lenken nederst i e-posten fra Yrkesbro på nytt.',
} as const;
