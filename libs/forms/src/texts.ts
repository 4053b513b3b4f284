/** The forms lib's own texts, in bokmål. */
export const TEXTS = {
  unsavedChanges: {
    title: 'Forlate siden uten å lagre?',
    body: 'Det du har skrevet her, er ikke lagret og blir borte hvis du går videre.',
    stay: 'Bli på siden',
    leave: 'Forlat siden',
  },
} as const;
