import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deletion on request: an account waits here for 30 days (hidden, and cancellable) before the
 * worker deletes it; a paid business's receipts outlive it, without the person, as the
 * bookkeeping law requires.
 */
export class AccountDeletions1763925000000 implements MigrationInterface {
  name = 'AccountDeletions1763925000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "account_deletions" (
        "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
        "requested_at" timestamptz NOT NULL DEFAULT now(),
        "scheduled_for" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "account_deletions_scheduled_for_idx" ON "account_deletions" ("scheduled_for")`,
    );
    await queryRunner.query(`
      CREATE TABLE "retained_receipts" (
        "checkout_session_id" varchar(200) PRIMARY KEY,
        "company_name" varchar(200) NOT NULL,
        "organization_number" char(9) NOT NULL,
        "price_id" smallint NOT NULL,
        "amount" integer NOT NULL,
        "provider" varchar(8) NOT NULL,
        "paid_at" timestamptz,
        "retained_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "retained_receipts"`);
    await queryRunner.query(`DROP TABLE "account_deletions"`);
  }
}
