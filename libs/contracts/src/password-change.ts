/**
 * "Bytt passord" on /account/security. Apart from AUTH_MESSAGES (and its schemas apart from the
 * other auth schemas), so that only the account page's chunk carries them, not the sign-in pages.
 */
export const PASSWORD_CHANGE_MESSAGES = {
  currentPasswordRequired: 'Skriv inn det nåværende passordet ditt',
  wrongCurrentPassword: 'Det nåværende passordet er feil.',
  sameAsCurrent: 'Det nye passordet må være et annet enn det nåværende',
  changed: 'Passordet er endret. Du er logget ut på alle andre enheter.',
  failed: 'Kunne ikke bytte passordet. Prøv igjen.',
} as const;
