import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A number that changes with every write to jobs: the API reuses a search's answer only while
 * it is unchanged, so a published, edited or closed job shows in the very next search.
 */
export class JobSearchVersion1763911000000 implements MigrationInterface {
  name = 'JobSearchVersion1763911000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "job_search_version" (
        "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
        "version" bigint NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`INSERT INTO "job_search_version" DEFAULT VALUES`);
    await queryRunner.query(`
      CREATE FUNCTION "job_search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "job_search_version" SET "version" = "version" + 1;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "job_search_version_trigger" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
        ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "job_search_version_bump"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "job_search_version_trigger" ON "jobs"`);
    await queryRunner.query(`DROP FUNCTION "job_search_version_bump"`);
    await queryRunner.query(`DROP TABLE "job_search_version"`);
  }
}
