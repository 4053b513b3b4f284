import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default variant, checked by the auth tests) at OWASP's recommended cost. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

@Injectable()
export class PasswordHasher {
  // Verifying against a real hash when the user is unknown keeps both paths equally slow.
  private readonly dummyHash = hashPassword('yrkesbro-dummy-password');

  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.dummyHash), password);
    } catch {
      return false;
    }
  }
}
