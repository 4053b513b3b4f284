import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 50 random bits each, written `xxxxx-xxxxx` to be easy to copy by hand. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** The form a code is hashed in: case and the dash do not matter when typed. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/-/g, '');
}
