/** The forms lib's own texts, in bokmål. */
export const TEXTS = {
  draft: {
    restored: 'Det du skrev sist, er hentet fram igjen. Det er ikke lagret ennå.',
    discard: 'Begynn på nytt',
  },
  unsavedChanges: {
    title: 'Forlate siden uten å lagre?',
    body: 'Det du har skrevet her, er ikke lagret og blir borte hvis du går videre.',
    stay: 'Bli på siden',
    leave: 'Forlat siden',
  },
} as const;
