import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * TOTP as a second factor: the encrypted secret with the last time step used, and hashed
 * single-use recovery codes. The admin must have it from now on, so the admin's sessions
 * begun with a password alone end here.
 */
export class TwoFactor1763920000000 implements MigrationInterface {
  name = 'TwoFactor1763920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "two_factor_credentials" (
        "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
        "secret_ciphertext" text NOT NULL,
        "last_used_step" bigint,
        "enabled_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "two_factor_recovery_codes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "code_hash" char(64) NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "two_factor_recovery_codes_user_idx" ON "two_factor_recovery_codes" ("user_id")`,
    );
    await queryRunner.query(
      `UPDATE "users" SET "token_version" = "token_version" + 1 WHERE "role" = 'admin'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "two_factor_recovery_codes"`);
    await queryRunner.query(`DROP TABLE "two_factor_credentials"`);
  }
}
