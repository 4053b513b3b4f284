import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { DatabaseContext } from '../../../database/database-context';
import { RecoveryCode } from '../entities/recovery-code.entity';
import { TwoFactorCredential } from '../entities/two-factor-credential.entity';

/** The `two_factor_credentials` and `two_factor_recovery_codes` tables. */
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly db: DatabaseContext) {}

  findCredential(userId: string): Promise<TwoFactorCredential | null> {
    return this.db.repository(TwoFactorCredential).findOneBy({ userId });
  }

  /** Stores a confirmed secret with the step of the code that confirmed it (already used). */
  async insertCredential(userId: string, secretCiphertext: string, usedStep: number) {
    await this.db
      .repository(TwoFactorCredential)
      .insert({ userId, secretCiphertext, lastUsedStep: String(usedStep) });
  }

  /**
   * Records `step` as used, only when it is later than the last step used. One statement, so
   * of two requests with the same code only one gets true.
   */
  async claimStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "two_factor_credentials" SET "last_used_step" = $2
        WHERE "user_id" = $1 AND ("last_used_step" IS NULL OR "last_used_step" < $2)
        RETURNING "user_id"`,
      [userId, step],
    );
    return rows.length === 1;
  }

  async deleteAll(userId: string): Promise<void> {
    await this.db.repository(RecoveryCode).delete({ userId });
    await this.db.repository(TwoFactorCredential).delete({ userId });
  }

  /** Replaces every recovery code of the user with the new ones. */
  async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
    const codes = this.db.repository(RecoveryCode);
    await codes.delete({ userId });
    await codes.insert(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }

  /** Marks an unused recovery code used; true for the one request that did. */
  async consumeRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "two_factor_recovery_codes" SET "used_at" = now()
        WHERE "user_id" = $1 AND "code_hash" = $2 AND "used_at" IS NULL
        RETURNING "id"`,
      [userId, codeHash],
    );
    return rows.length === 1;
  }

  countUnusedRecoveryCodes(userId: string): Promise<number> {
    return this.db.repository(RecoveryCode).countBy({ userId, usedAt: IsNull() });
  }
}
