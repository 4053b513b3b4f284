import type { MigrationInterface, QueryRunner } from 'typeorm';

const ADDRESS_TABLES = ['contact_messages', 'mail_unsubscribes', 'mailing_recipients'];

/**
 * Indexes the read routes lacked, found by test/query-plans.int-spec.ts (a plan that reads a
 * table growing with users from start to end).
 */
export class RouteIndexes1763940000000 implements MigrationInterface {
  name = 'RouteIndexes1763940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // GET /api/assessments and /history list a student's attempts (AssessmentsRepository
    // .attemptsOf: user_id, optionally one assessment); the two partial indexes there are led
    // by assessment or cover only open attempts. The account export reads them by user too.
    await queryRunner.query(
      `CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" ("user_id", "assessment_id")`,
    );
    // What is kept by address alone is found by lower(email) (PersonalDataRepository's
    // BY_ADDRESS): GET /api/account/export reads contact messages and unsubscribes that way, and
    // erasing an account deletes those and the group mails' recipient rows the same way.
    for (const table of ADDRESS_TABLES) {
      await queryRunner.query(
        `CREATE INDEX "${table}_lower_email_idx" ON "${table}" (lower("email"))`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ADDRESS_TABLES) {
      await queryRunner.query(`DROP INDEX "${table}_lower_email_idx"`);
    }
    await queryRunner.query(`DROP INDEX "assessment_attempts_user_idx"`);
  }
}
