import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An interview's revision (the .ics SEQUENCE, raised each time it moves or is cancelled) and
 * the page an interview's calendar event leads to, where it is moved or cancelled.
 */
export class InterviewChanges1763875000000 implements MigrationInterface {
  name = 'InterviewChanges1763875000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "interviews" ADD COLUMN "sequence" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`ALTER TABLE "calendar_events" ADD COLUMN "link" varchar(300)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_events" DROP COLUMN "link"`);
    await queryRunner.query(`ALTER TABLE "interviews" DROP COLUMN "sequence"`);
  }
}
