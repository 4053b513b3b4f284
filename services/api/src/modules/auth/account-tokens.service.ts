import { Injectable } from '@nestjs/common';
import { AccountTokensRepository } from './account-tokens.repository';
import type { AccountTokenPurpose } from './entities/account-token.entity';
import { randomToken, sha256 } from './secret-token';

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 48 * 3600 * 1000,
  'reset-password': 3600 * 1000,
};

/** Single-use, expiring link tokens; a new one for the same purpose cancels the older ones. */
@Injectable()
export class AccountTokensService {
  constructor(private readonly tokens: AccountTokensRepository) {}

  /** Returns the raw token (for the link) and the row id (for a deterministic mail job id). */
  async issue(
    userId: string,
    purpose: AccountTokenPurpose,
  ): Promise<{ token: string; id: string }> {
    const now = Date.now();
    await this.tokens.cancelOpen(userId, purpose, new Date(now));
    const token = randomToken();
    const row = await this.tokens.insert({
      userId,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now + TOKEN_LIFETIME_MS[purpose]),
    });
    return { token, id: row.id };
  }

  /** The user whose token of `purpose` this was, once it has been used; null otherwise. */
  usedBy(token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    return this.tokens.usedBy(sha256(token), purpose);
  }

  /** Marks the token used and returns its user, or null when it is unknown, used or expired. */
  consume(token: string, purpose: AccountTokenPurpose): Promise<string | null> {
    return this.tokens.consume(sha256(token), purpose);
  }
}
