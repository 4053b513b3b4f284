import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Mailings1763840000000 implements MigrationInterface {
  name = 'Mailings1763840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mailings" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "audience" varchar(16) NOT NULL CHECK ("audience" IN ('student', 'business')),
        "title" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "created_by" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "mailings_created_idx" ON "mailings" ("created_at" DESC)`,
    );
    // One row per recipient: its state is what makes a repeated delivery job a no-op.
    await queryRunner.query(`
      CREATE TABLE "mailing_recipients" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "mailing_id" uuid NOT NULL REFERENCES "mailings" ("id") ON DELETE CASCADE,
        "email" varchar(254) NOT NULL,
        "status" varchar(8) NOT NULL DEFAULT 'queued'
          CHECK ("status" IN ('queued', 'sent', 'failed', 'skipped')),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("mailing_id", "email")
      )`);
    await queryRunner.query(
      `CREATE INDEX "mailing_recipients_status_idx" ON "mailing_recipients" ("mailing_id", "status")`,
    );
    await queryRunner.query(`
      CREATE TABLE "mail_unsubscribes" (
        "email" varchar(254) PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_unsubscribes"`);
    await queryRunner.query(`DROP TABLE "mailing_recipients"`);
    await queryRunner.query(`DROP TABLE "mailings"`);
  }
}
