import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Applications reach the employer: which applications are not yet in a notice mail, the private
 * manage links of jobs posted without an account (only their hash), and the public contact
 * e-mail of companies and of such jobs.
 */
export class EmployerNotices1763882000000 implements MigrationInterface {
  name = 'EmployerNotices1763882000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "applications" ADD COLUMN "employer_notified_at" timestamptz`,
    );
    // Applications sent before notices existed are not announced now.
    await queryRunner.query(`UPDATE "applications" SET "employer_notified_at" = "created_at"`);
    await queryRunner.query(
      `CREATE INDEX "applications_unnotified_idx" ON "applications" ("job_id") WHERE "employer_notified_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "businesses" ADD COLUMN "contact_email" varchar(254)`);
    await queryRunner.query(`ALTER TABLE "jobs" ADD COLUMN "contact_email" varchar(254)`);
    await queryRunner.query(
      `CREATE INDEX "jobs_poster_email_idx" ON "jobs" ("poster_email") WHERE "business_id" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "job_manage_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
        "token_hash" char(64) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "job_manage_tokens_hash_idx" ON "job_manage_tokens" ("token_hash")`,
    );
    await queryRunner.query(
      `CREATE INDEX "job_manage_tokens_job_idx" ON "job_manage_tokens" ("job_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_manage_tokens"`);
    await queryRunner.query(`DROP INDEX "jobs_poster_email_idx"`);
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "contact_email"`);
    await queryRunner.query(`ALTER TABLE "businesses" DROP COLUMN "contact_email"`);
    await queryRunner.query(`DROP INDEX "applications_unnotified_idx"`);
    await queryRunner.query(`ALTER TABLE "applications" DROP COLUMN "employer_notified_at"`);
  }
}
