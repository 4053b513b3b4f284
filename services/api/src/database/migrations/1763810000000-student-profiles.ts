import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The student profile: its own fields, its lists, grade verification and badges. */
export class StudentProfiles1763810000000 implements MigrationInterface {
  name = 'StudentProfiles1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "student_profiles"
        ADD "name" varchar(120),
        ADD "headline" varchar(160),
        ADD "bio" text,
        ADD "location" varchar(120),
        ADD "looking_for" varchar(16)
          CHECK ("looking_for" IN ('lærling', 'deltid', 'heltid', 'internship')),
        ADD "gradient" varchar(100),
        ADD "profile_picture_url" varchar(300),
        ADD "profile_picture_thumb_url" varchar(300),
        ADD "video_url" varchar(300),
        ADD "views" integer NOT NULL DEFAULT 0,
        ADD "completion" smallint NOT NULL DEFAULT 0 CHECK ("completion" BETWEEN 0 AND 100)`);
    // Admin lists and the student directory sort by completion.
    await queryRunner.query(
      `CREATE INDEX "student_profiles_completion_idx" ON "student_profiles" ("completion" DESC, "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "student_education" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_id" uuid NOT NULL REFERENCES "student_profiles"("id") ON DELETE CASCADE,
        "education_name" varchar(160) NOT NULL,
        "school_name" varchar(160) NOT NULL,
        "year_period" varchar(40) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "student_skills" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_id" uuid NOT NULL REFERENCES "student_profiles"("id") ON DELETE CASCADE,
        "skill_name" varchar(80) NOT NULL,
        "proficiency" smallint NOT NULL CHECK ("proficiency" BETWEEN 0 AND 100),
        "vocation_id" integer NOT NULL REFERENCES "vocations"("id"),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "student_skills_name_idx" ON "student_skills" ("student_id", lower("skill_name"))`,
    );
    // Finding students by trade (the directory and the admin lists filter on it).
    await queryRunner.query(
      `CREATE INDEX "student_skills_vocation_idx" ON "student_skills" ("vocation_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "student_work_experience" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_id" uuid NOT NULL REFERENCES "student_profiles"("id") ON DELETE CASCADE,
        "position" varchar(160) NOT NULL,
        "company" varchar(160) NOT NULL,
        "year_period" varchar(40) NOT NULL,
        "description" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "grade_verifications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_id" uuid NOT NULL REFERENCES "student_profiles"("id") ON DELETE CASCADE,
        "document_key" varchar(300) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'reviewed')),
        "reviewed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
        "reviewed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "grade_verifications_pending_idx" ON "grade_verifications" ("created_at") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(`
      CREATE TABLE "student_grades" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_id" uuid NOT NULL REFERENCES "student_profiles"("id") ON DELETE CASCADE,
        "subject" varchar(120) NOT NULL,
        "grade" varchar(20) NOT NULL,
        "verification_status" varchar(10) NOT NULL DEFAULT 'none'
          CHECK ("verification_status" IN ('none', 'pending', 'verified')),
        "verified_at" timestamptz,
        "verification_id" uuid REFERENCES "grade_verifications"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "student_grades_verification_idx" ON "student_grades" ("verification_id") WHERE "verification_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "student_projects" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_id" uuid NOT NULL REFERENCES "student_profiles"("id") ON DELETE CASCADE,
        "title" varchar(160) NOT NULL,
        "description" text NOT NULL,
        "link" varchar(500),
        "image_urls" text[] NOT NULL CHECK (cardinality("image_urls") BETWEEN 1 AND 5),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "badges" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(120) NOT NULL UNIQUE,
        "description" text NOT NULL,
        "image_url" varchar(300),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "student_badges" (
        "student_id" uuid NOT NULL REFERENCES "student_profiles"("id") ON DELETE CASCADE,
        "badge_id" uuid NOT NULL REFERENCES "badges"("id") ON DELETE CASCADE,
        "earned_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("student_id", "badge_id")
      )`);
    for (const table of [
      'student_education',
      'student_skills',
      'student_work_experience',
      'student_grades',
      'student_projects',
      'grade_verifications',
    ]) {
      await queryRunner.query(
        `CREATE INDEX "${table}_student_idx" ON "${table}" ("student_id", "created_at")`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'student_badges',
      'badges',
      'student_projects',
      'student_grades',
      'grade_verifications',
      'student_work_experience',
      'student_skills',
      'student_education',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
    await queryRunner.query(`DROP INDEX "student_profiles_completion_idx"`);
    await queryRunner.query(`
      ALTER TABLE "student_profiles"
        DROP "name", DROP "headline", DROP "bio", DROP "location", DROP "looking_for",
        DROP "gradient", DROP "profile_picture_url", DROP "profile_picture_thumb_url",
        DROP "video_url", DROP "views", DROP "completion"`);
  }
}
