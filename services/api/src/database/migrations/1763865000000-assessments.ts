import type { MigrationInterface, QueryRunner } from 'typeorm';
import { QUESTION_BANK } from '../../modules/assessments/question-bank';

/**
 * Skill assessments: the question bank (typed data in the assessments module, inserted here so
 * that production gets it as well as the demo), each student's attempts and their feedback.
 */
export class Assessments1763865000000 implements MigrationInterface {
  name = 'Assessments1763865000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "assessments" (
        "id" varchar(80) PRIMARY KEY,
        "title" varchar(200) NOT NULL,
        "description" text NOT NULL,
        "skill" varchar(80) NOT NULL,
        "vocation" varchar(120),
        "trades" text[] NOT NULL,
        "skill_level" varchar(20) NOT NULL,
        "estimated_minutes" integer NOT NULL CHECK ("estimated_minutes" > 0),
        "badge_name" varchar(120) NOT NULL UNIQUE,
        "badge_description" text NOT NULL,
        "badge_icon" varchar(40) NOT NULL,
        "recommendations" text[] NOT NULL,
        "position" integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "assessment_questions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "assessment_id" varchar(80) NOT NULL REFERENCES "assessments"("id") ON DELETE CASCADE,
        "position" integer NOT NULL,
        "question" text NOT NULL,
        "options" text[] NOT NULL CHECK (cardinality("options") BETWEEN 2 AND 6),
        "correct_index" integer NOT NULL CHECK ("correct_index" >= 0),
        "explanation" text NOT NULL,
        UNIQUE ("assessment_id", "position")
      )`);
    await queryRunner.query(`
      CREATE TABLE "assessment_attempts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "assessment_id" varchar(80) NOT NULL REFERENCES "assessments"("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "question_order" uuid[] NOT NULL,
        "answers" jsonb NOT NULL DEFAULT '{}',
        "current_index" integer NOT NULL DEFAULT 0,
        "started_at" timestamptz NOT NULL DEFAULT now(),
        "submitted_at" timestamptz,
        "score" integer CHECK ("score" BETWEEN 0 AND 100),
        "correct_answers" integer,
        "time_spent_seconds" integer
      )`);
    // One open attempt per student and assessment: starting again continues it.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "assessment_attempts_open_idx" ON "assessment_attempts" ("user_id", "assessment_id")
        WHERE "submitted_at" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "assessment_attempts_done_idx" ON "assessment_attempts" ("assessment_id", "user_id", "score")
        WHERE "submitted_at" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "assessment_feedback" (
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "assessment_id" varchar(80) NOT NULL REFERENCES "assessments"("id") ON DELETE CASCADE,
        "rating" integer NOT NULL CHECK ("rating" BETWEEN 1 AND 5),
        "comment" text NOT NULL DEFAULT '',
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "assessment_id")
      )`);
    for (const [position, assessment] of QUESTION_BANK.entries()) {
      await queryRunner.query(
        `INSERT INTO "assessments" ("id", "title", "description", "skill", "vocation", "trades", "skill_level",
           "estimated_minutes", "badge_name", "badge_description", "badge_icon", "recommendations", "position")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          assessment.id,
          assessment.title,
          assessment.description,
          assessment.skill,
          assessment.vocation,
          assessment.trades,
          assessment.skillLevel,
          assessment.estimatedMinutes,
          assessment.badge.name,
          assessment.badge.description,
          assessment.badge.icon,
          assessment.recommendations,
          position,
        ],
      );
      for (const [index, question] of assessment.questions.entries()) {
        await queryRunner.query(
          `INSERT INTO "assessment_questions"
             ("assessment_id", "position", "question", "options", "correct_index", "explanation")
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            assessment.id,
            index,
            question.question,
            question.options,
            question.correct,
            question.explanation,
          ],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'assessment_feedback',
      'assessment_attempts',
      'assessment_questions',
      'assessments',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
