/**
 * New passwords (ASVS 6.2): at least 8 characters, no composition rules, not on the list of
 * common and breached passwords (checked by the API). Login still takes the spec's 6, so
 * passwords chosen under the old rule keep working.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/** Texts of the second factor (TOTP, RFC 6238) and its recovery codes. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Skriv inn koden',
  codeFormat: 'Koden er 6 siffer',
  codeOrRecoveryFormat: 'Skriv 6 siffer fra appen, eller en gjenopprettingskode (xxxxx-xxxxx)',
  wrongCode: 'Feil kode. Prøv igjen.',
  pendingExpired: 'Innloggingen tok for lang tid. Logg inn på nytt.',
  setupExpired: 'Oppsettet tok for lang tid. Start på nytt.',
  alreadyEnabled: 'Tofaktorinnlogging er allerede slått på.',
  notEnabled: 'Tofaktorinnlogging er ikke slått på.',
  requiredForAdmin: 'Administratoren må bruke tofaktorinnlogging; den kan ikke slås av.',
  enabled: 'Tofaktorinnlogging er slått på.',
  disabled: 'Tofaktorinnlogging er slått av.',
  recoveryCodesRenewed: 'Nye gjenopprettingskoder er laget. De gamle virker ikke lenger.',
} as const;

/** Codes from an authenticator app: 6 digits, every 30 seconds. */
export const TOTP_CODE = /^\d{6}$/;
/** Single-use recovery codes: ten base32 characters, shown as two groups of five. */
export const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;
