import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCodeSvg } from 'qrcode';

const ISSUER = 'Yrkesbro';
/**
 * One 30-second step either way: the phone's clock may be a little off, and a code typed in
 * its last seconds arrives in the next step.
 */
const TOLERANCE_SECONDS = 30;

/** TOTP as authenticator apps do it (RFC 6238: SHA-1, 6 digits, 30 s), through otplib. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** What the QR code holds: the secret with the account's name and ours, for the app to show. */
export function otpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** An SVG data URL: the shell's Content-Security-Policy allows `img-src data:`. */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await qrCodeSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step the code belongs to, or null for a wrong code. */
export async function matchingTimeStep(secret: string, code: string): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  // The functional API answers for TOTP and HOTP alike; only TOTP's answer has a time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
