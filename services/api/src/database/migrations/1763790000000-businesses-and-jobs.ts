import type { MigrationInterface, QueryRunner } from 'typeorm';
import { VOCATION_NAMES } from '../../modules/vocations/vocation-names';

/** Vocations, the company profile, jobs with Norwegian full-text search, favourites and posting codes. */
export class BusinessesAndJobs1763790000000 implements MigrationInterface {
  name = 'BusinessesAndJobs1763790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE "vocations" (
        "id" serial PRIMARY KEY,
        "name" varchar(120) NOT NULL UNIQUE
      )`);
    for (const name of VOCATION_NAMES) {
      await queryRunner.query(`INSERT INTO "vocations" ("name") VALUES ($1)`, [name]);
    }

    await queryRunner.query(`
      ALTER TABLE "businesses"
        ADD "description" text,
        ADD "industry" integer REFERENCES "vocations"("id"),
        ADD "location" varchar(120),
        ADD "website" varchar(300),
        ADD "phone_number" varchar(32),
        ADD "logo_url" varchar(300),
        ADD "profile_completed_at" timestamptz`);
    await queryRunner.query(`CREATE INDEX "businesses_industry_idx" ON "businesses" ("industry")`);
    await queryRunner.query(`
      CREATE INDEX "businesses_directory_search_idx" ON "businesses" USING gin (
        (lower("company_name" || ' ' || coalesce("description", '') || ' ' || coalesce("location", ''))) gin_trgm_ops
      )`);

    await queryRunner.query(`
      CREATE TABLE "jobs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "business_id" uuid REFERENCES "businesses"("id") ON DELETE CASCADE,
        "poster_email" varchar(254),
        "poster_company" varchar(200),
        "title" varchar(150) NOT NULL,
        "description" text NOT NULL,
        "requirements" text[] NOT NULL,
        "location" varchar(120) NOT NULL,
        "salary_min" integer NOT NULL CHECK ("salary_min" > 0),
        "salary_max" integer NOT NULL CHECK ("salary_max" >= "salary_min"),
        "vocation_id" integer NOT NULL REFERENCES "vocations"("id"),
        "job_type" varchar(20) NOT NULL
          CHECK ("job_type" IN ('full-time', 'part-time', 'contract', 'internship', 'apprenticeship', 'temporary')),
        "status" varchar(24) NOT NULL CHECK ("status" IN ('draft', 'open', 'awaiting-verification')),
        "status_after_verification" varchar(10) CHECK ("status_after_verification" IN ('draft', 'open')),
        "search_vector" tsvector NOT NULL DEFAULT ''::tsvector,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("business_id" IS NOT NULL OR ("poster_email" IS NOT NULL AND "poster_company" IS NOT NULL))
      )`);
    // Title weighs most, then requirements, then the description.
    await queryRunner.query(`
      CREATE FUNCTION "jobs_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector :=
          setweight(to_tsvector('norwegian', coalesce(NEW.title, '')), 'A') ||
          setweight(to_tsvector('norwegian', array_to_string(NEW.requirements, ' ')), 'B') ||
          setweight(to_tsvector('norwegian', coalesce(NEW.description, '')), 'C');
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "jobs_search_vector_trigger" BEFORE INSERT OR UPDATE OF "title", "description", "requirements"
        ON "jobs" FOR EACH ROW EXECUTE FUNCTION "jobs_search_vector"()`);
    await queryRunner.query(`CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector")`);
    await queryRunner.query(
      `CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin (lower("location") gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "jobs_status_created_idx" ON "jobs" ("status", "created_at" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "jobs_status_salary_idx" ON "jobs" ("status", "salary_max" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "jobs_vocation_idx" ON "jobs" ("vocation_id")`);
    await queryRunner.query(`CREATE INDEX "jobs_job_type_idx" ON "jobs" ("job_type")`);
    await queryRunner.query(
      `CREATE INDEX "jobs_business_idx" ON "jobs" ("business_id", "created_at" DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE "favorite_jobs" (
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "job_id")
      )`);

    await queryRunner.query(`
      CREATE TABLE "job_verifications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "job_id" uuid NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
        "email" varchar(254) NOT NULL,
        "code_hash" char(64) NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "job_verifications_job_idx" ON "job_verifications" ("job_id", "created_at" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_verifications"`);
    await queryRunner.query(`DROP TABLE "favorite_jobs"`);
    await queryRunner.query(`DROP TABLE "jobs"`);
    await queryRunner.query(`DROP FUNCTION "jobs_search_vector"`);
    await queryRunner.query(`
      ALTER TABLE "businesses" DROP "description", DROP "industry", DROP "location", DROP "website",
        DROP "phone_number", DROP "logo_url", DROP "profile_completed_at"`);
    await queryRunner.query(`DROP TABLE "vocations"`);
  }
}
