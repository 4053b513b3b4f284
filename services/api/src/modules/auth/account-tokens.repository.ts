import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { AccountToken } from './entities/account-token.entity';
import type { AccountTokenPurpose } from './entities/account-token.entity';

/** The `account_tokens` table: e-mail verification and password reset links, stored hashed. */
@Injectable()
export class AccountTokensRepository {
  constructor(private readonly db: DatabaseContext) {}

  async cancelOpen(userId: string, purpose: AccountTokenPurpose, at: Date): Promise<void> {
    await this.db
      .repository(AccountToken)
      .update({ userId, purpose, usedAt: IsNull() }, { usedAt: at });
  }

  insert(
    fields: Pick<AccountToken, 'userId' | 'purpose' | 'tokenHash' | 'expiresAt'>,
  ): Promise<AccountToken> {
    const tokens = this.db.repository(AccountToken);
    return tokens.save(tokens.create(fields));
  }

  /**
   * Marks an unused, unexpired token used and answers its user. One statement, so two
   * simultaneous clicks cannot both succeed.
   */
  /** The user of a token of `purpose` that has been used, or null. */
  async usedBy(tokenHash: string, purpose: AccountTokenPurpose): Promise<string | null> {
    const [row] = await this.db.query<{ user_id: string }>(
      `SELECT "user_id" FROM "account_tokens"
        WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NOT NULL`,
      [tokenHash, purpose],
    );
    return row?.user_id ?? null;
  }

  async consume(tokenHash: string, purpose: AccountTokenPurpose): Promise<string | null> {
    const [row] = await this.db.returning<{ user_id: string }>(
      `UPDATE "account_tokens" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "user_id"`,
      [tokenHash, purpose],
    );
    return row?.user_id ?? null;
  }
}
