/**
 * mf-student's texts for the parts the features share, in bokmål. Each feature's catalogue is a module of its
 * own, so a page loads only its own texts; texts shared with the API stay in @yrkesbro/contracts.
 */
export const TEXTS = {
  companyAvatar: {
    logoAlt: (name: string) => `Logoen til ${name}`,
  },
} as const;
