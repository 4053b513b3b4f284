import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Businesses finding students: the directory's indexes, favourite students, the free view
 * quota, yearly plans and their checkout sessions, and premium e-mail alerts.
 */
export class Subscriptions1763900000000 implements MigrationInterface {
  name = 'Subscriptions1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The directory: name and city searched with pg_trgm (typo-tolerant), early access on created_at.
    await queryRunner.query(
      `CREATE INDEX "student_profiles_name_trgm_idx" ON "student_profiles" USING gin (lower("name") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "student_profiles_location_trgm_idx" ON "student_profiles" USING gin (lower("location") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "student_profiles_created_idx" ON "student_profiles" ("created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "favorite_students" (
        "id" serial PRIMARY KEY,
        "business_user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "student_profile_id" uuid NOT NULL REFERENCES "student_profiles" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("business_user_id", "student_profile_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "favorite_students_list_idx" ON "favorite_students" ("business_user_id", "created_at" DESC)`,
    );
    // One row per business and student it opened without a plan: the free quota counts rows.
    await queryRunner.query(`
      CREATE TABLE "profile_views" (
        "business_user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "student_profile_id" uuid NOT NULL REFERENCES "student_profiles" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("business_user_id", "student_profile_id")
      )`);
    // The id is what the business's browser carries back: ours for the test checkout, Stripe's otherwise.
    await queryRunner.query(`
      CREATE TABLE "checkout_sessions" (
        "id" varchar(200) PRIMARY KEY,
        "business_user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "price_id" smallint NOT NULL CHECK ("price_id" IN (1, 2, 3)),
        "amount" integer NOT NULL,
        "provider" varchar(8) NOT NULL CHECK ("provider" IN ('test', 'stripe')),
        "location" varchar(500) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'open'
          CHECK ("status" IN ('open', 'paid', 'canceled', 'activated')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "paid_at" timestamptz,
        "activated_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "checkout_sessions_business_idx" ON "checkout_sessions" ("business_user_id", "created_at" DESC)`,
    );
    // The business's current plan; each activation moves it (see PLAN_RULE in plan-rules.ts).
    await queryRunner.query(`
      CREATE TABLE "business_plans" (
        "business_user_id" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "price_id" smallint NOT NULL CHECK ("price_id" IN (1, 2, 3)),
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "checkout_session_id" varchar(200) REFERENCES "checkout_sessions" ("id") ON DELETE SET NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "business_plans_active_idx" ON "business_plans" ("price_id", "ends_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "student_alerts" (
        "business_user_id" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "enabled" boolean NOT NULL DEFAULT true,
        "vocation_ids" integer[] NOT NULL DEFAULT '{}',
        "places" text[] NOT NULL DEFAULT '{}',
        "last_digest_at" timestamptz,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "student_alerts_enabled_idx" ON "student_alerts" ("business_user_id") WHERE "enabled"`,
    );
    // A student is announced to a business once, whatever the digests' timing.
    await queryRunner.query(`
      CREATE TABLE "student_alert_deliveries" (
        "business_user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "student_profile_id" uuid NOT NULL REFERENCES "student_profiles" ("id") ON DELETE CASCADE,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("business_user_id", "student_profile_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "student_alert_deliveries"`);
    await queryRunner.query(`DROP TABLE "student_alerts"`);
    await queryRunner.query(`DROP TABLE "business_plans"`);
    await queryRunner.query(`DROP TABLE "checkout_sessions"`);
    await queryRunner.query(`DROP TABLE "profile_views"`);
    await queryRunner.query(`DROP TABLE "favorite_students"`);
    await queryRunner.query(`DROP INDEX "student_profiles_created_idx"`);
    await queryRunner.query(`DROP INDEX "student_profiles_location_trgm_idx"`);
    await queryRunner.query(`DROP INDEX "student_profiles_name_trgm_idx"`);
  }
}
