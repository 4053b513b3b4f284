import { Injectable } from '@nestjs/common';
import { hash, verify, argon2id } from 'argon2';

/** argon2id with the library's defaults (64 MiB, t=3), the OWASP-recommended family. */
@Injectable()
export class PasswordHasher {
  // Verifying against a real hash when the user is unknown keeps both paths equally slow.
  private readonly dummyHash = hash('yrkesbro-dummy-password', { type: argon2id });

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id });
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.dummyHash), password);
    } catch {
      return false;
    }
  }
}
