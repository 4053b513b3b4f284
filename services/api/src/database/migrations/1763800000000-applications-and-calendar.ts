import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Applications (one per student and job), their interviews, and everyone's calendar events. */
export class ApplicationsAndCalendar1763800000000 implements MigrationInterface {
  name = 'ApplicationsAndCalendar1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "applications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
        "student_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "cover_letter" text NOT NULL,
        "resume_url" varchar(500) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'accepted', 'rejected', 'interview')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "applications_one_per_job" UNIQUE ("job_id", "student_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "applications_student_idx" ON "applications" ("student_id", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "applications_job_idx" ON "applications" ("job_id", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "interviews" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "application_id" uuid NOT NULL UNIQUE REFERENCES "applications"("id") ON DELETE CASCADE,
        "interview_date" date NOT NULL,
        "interview_time" char(5) NOT NULL,
        "meeting_type" varchar(10) NOT NULL CHECK ("meeting_type" IN ('physical', 'online')),
        "location" varchar(200) NOT NULL,
        "starts_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "calendar_events" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "title" varchar(200) NOT NULL,
        "type" varchar(10) NOT NULL CHECK ("type" IN ('interview', 'deadline', 'other')),
        "start_date" timestamptz NOT NULL,
        "end_date" timestamptz CHECK ("end_date" IS NULL OR "end_date" >= "start_date"),
        "description" text,
        "interview_id" uuid REFERENCES "interviews"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "calendar_events_user_start_idx" ON "calendar_events" ("user_id", "start_date")`,
    );
    await queryRunner.query(
      `CREATE INDEX "calendar_events_interview_idx" ON "calendar_events" ("interview_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "calendar_events"`);
    await queryRunner.query(`DROP TABLE "interviews"`);
    await queryRunner.query(`DROP TABLE "applications"`);
  }
}
