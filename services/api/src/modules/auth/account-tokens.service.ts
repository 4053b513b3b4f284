import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AccountToken } from './entities/account-token.entity';
import type { AccountTokenPurpose } from './entities/account-token.entity';
import { randomToken, sha256 } from './secret-token';

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 48 * 3600 * 1000,
  'reset-password': 3600 * 1000,
};

/** Single-use, expiring link tokens; a new one for the same purpose cancels the older ones. */
@Injectable()
export class AccountTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Returns the raw token (for the link) and the row id (for a deterministic mail job id). */
  async issue(
    userId: string,
    purpose: AccountTokenPurpose,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ token: string; id: string }> {
    const tokens = manager.getRepository(AccountToken);
    await tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    const token = randomToken();
    const row = await tokens.save(
      tokens.create({
        userId,
        purpose,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
      }),
    );
    return { token, id: row.id };
  }

  /** Marks the token used and returns its user, or null when it is unknown, used or expired. */
  async consume(
    token: string,
    purpose: AccountTokenPurpose,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string | null> {
    // One statement, so two simultaneous clicks cannot both succeed.
    // TypeORM answers an UPDATE on PostgreSQL with [rows, affected].
    const [rows]: [{ user_id: string }[], number] = await manager.query(
      `UPDATE "account_tokens" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "user_id"`,
      [sha256(token), purpose],
    );
    return rows[0]?.user_id ?? null;
  }
}
