import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The log of which jobs changed, in the order the changes were committed: each API process keeps
 * its in-memory search index current by applying what the log holds after its version.
 *
 * A statement that writes jobs takes the version row's lock before it numbers its changes, and
 * holds it to commit; so a version is handed out only after every smaller one has committed (or
 * rolled back, and then it is handed out again), and a reader that sees version N sees every
 * change up to N.
 */
export class JobSearchChanges1763930000000 implements MigrationInterface {
  name = 'JobSearchChanges1763930000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "job_search_version_trigger" ON "jobs"`);
    await queryRunner.query(`DROP FUNCTION "job_search_version_bump"`);
    await queryRunner.query(
      `ALTER TABLE "job_search_version" ADD "pruned_through" bigint NOT NULL DEFAULT 0`,
    );
    // job_id NULL: every job changed at once (TRUNCATE).
    await queryRunner.query(`
      CREATE TABLE "job_search_changes" (
        "version" bigint NOT NULL,
        "job_id" uuid,
        "changed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "job_search_changes_version_idx" ON "job_search_changes" ("version")`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "job_search_changes_log"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        next_version bigint;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM 1 FROM old_rows LIMIT 1;
        ELSIF TG_OP <> 'TRUNCATE' THEN
          PERFORM 1 FROM new_rows LIMIT 1;
        END IF;
        IF TG_OP <> 'TRUNCATE' AND NOT FOUND THEN
          RETURN NULL;
        END IF;
        UPDATE "job_search_version" SET "version" = "version" + 1
          RETURNING "version" INTO next_version;
        IF TG_OP = 'TRUNCATE' THEN
          INSERT INTO "job_search_changes" ("version", "job_id") VALUES (next_version, NULL);
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO "job_search_changes" ("version", "job_id") SELECT next_version, id FROM old_rows;
        ELSE
          INSERT INTO "job_search_changes" ("version", "job_id") SELECT next_version, id FROM new_rows;
        END IF;
        RETURN NULL;
      END $$`);
    // Transition tables allow one event per trigger.
    for (const [event, table] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER "job_search_changes_${event.toLowerCase()}" AFTER ${event} ON "jobs"
          REFERENCING ${table} FOR EACH STATEMENT EXECUTE FUNCTION "job_search_changes_log"()`);
    }
    await queryRunner.query(`
      CREATE TRIGGER "job_search_changes_truncate" AFTER TRUNCATE ON "jobs"
        FOR EACH STATEMENT EXECUTE FUNCTION "job_search_changes_log"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER "job_search_changes_${event}" ON "jobs"`);
    }
    await queryRunner.query(`DROP FUNCTION "job_search_changes_log"`);
    await queryRunner.query(`DROP TABLE "job_search_changes"`);
    await queryRunner.query(`ALTER TABLE "job_search_version" DROP COLUMN "pruned_through"`);
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
}
