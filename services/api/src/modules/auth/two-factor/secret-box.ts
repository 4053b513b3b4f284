import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Keeps the second factor's secrets unreadable in the database: TOTP secrets are encrypted
 * with AES-256-GCM (authenticated, so a changed row fails instead of decrypting to garbage),
 * recovery codes are stored as an HMAC. Both keys are derived from one configured secret with
 * HKDF, each for its own purpose, so a dump of the tables alone opens nothing.
 */
export class SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(secret: string) {
    this.encryptionKey = derive(secret, 'yrkesbro totp secret encryption');
    this.hashKey = derive(secret, 'yrkesbro recovery code hash');
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url; a new random IV every time. */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
      throw new Error('Ukjent format på kryptert hemmelighet');
    }
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.encryptionKey,
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  hash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'yrkesbro', purpose, 32));
}
