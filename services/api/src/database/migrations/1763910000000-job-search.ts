import type { MigrationInterface, QueryRunner } from 'typeorm';
import { VOCATION_NAMES } from '../../modules/vocations/vocation-names';

/**
 * Job search that finds words inside Norwegian compounds, corrects typos, and alerts students of
 * new jobs: the table of distinct words (trigram-indexed, each query term expands to the words
 * containing it), the time a job was first published, saved searches and the ledger of alerts.
 */
export class JobSearch1763910000000 implements MigrationInterface {
  name = 'JobSearch1763910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm splits words at æ, ø and å under LC_CTYPE=C: 'kokkelærling' would never match 'lærling'.
    const [{ splits }] = await queryRunner.query(
      `SELECT cardinality(show_trgm('æøå')) = 0 AS splits`,
    );
    if (splits) {
      throw new Error(
        'Databasen må ha en UTF-8-ctype (f.eks. LC_CTYPE C.UTF-8): pg_trgm deler ellers ord ved æ, ø og å.',
      );
    }
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    await queryRunner.query(`CREATE TABLE "job_words" ("word" text PRIMARY KEY)`);
    await queryRunner.query(
      `CREATE INDEX "job_words_trgm_idx" ON "job_words" USING gin ("word" gin_trgm_ops)`,
    );
    // Words only grow: a word no job uses any more expands to a term that matches nothing.
    await queryRunner.query(`
      CREATE FUNCTION "job_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "job_words" ("word")
          SELECT DISTINCT lexeme FROM unnest(to_tsvector('simple',
            coalesce(NEW.title, '') || ' ' || array_to_string(NEW.requirements, ' ') || ' ' ||
            coalesce(NEW.description, '')))
           WHERE length(lexeme) BETWEEN 3 AND 40
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "job_words_trigger" AFTER INSERT OR UPDATE OF "title", "description", "requirements"
        ON "jobs" FOR EACH ROW EXECUTE FUNCTION "job_words_collect"()`);
    await queryRunner.query(`
      INSERT INTO "job_words" ("word")
        SELECT word FROM ts_stat($$SELECT to_tsvector('simple', title || ' ' ||
          array_to_string(requirements, ' ') || ' ' || description) FROM jobs$$)
         WHERE length(word) BETWEEN 3 AND 40
        ON CONFLICT DO NOTHING`);
    // The trades' names are words too, so a typo of a trade corrects even before a job uses it.
    await queryRunner.query(
      `INSERT INTO "job_words" ("word")
         SELECT lower(w) FROM unnest($1::text[]) AS n(name),
                regexp_split_to_table(n.name, '[^[:alpha:]]+') AS w
          WHERE length(w) >= 3
         ON CONFLICT DO NOTHING`,
      [[...VOCATION_NAMES]],
    );

    // Alerts go out for jobs published after a search was saved; a draft opened later counts then.
    await queryRunner.query(`ALTER TABLE "jobs" ADD "published_at" timestamptz`);
    await queryRunner.query(
      `UPDATE "jobs" SET "published_at" = "created_at" WHERE "status" = 'open'`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "jobs_published_at"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'open' AND NEW.published_at IS NULL THEN
          NEW.published_at := now();
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "jobs_published_at_trigger" BEFORE INSERT OR UPDATE OF "status"
        ON "jobs" FOR EACH ROW EXECUTE FUNCTION "jobs_published_at"()`);
    await queryRunner.query(
      `CREATE INDEX "jobs_published_idx" ON "jobs" ("published_at") WHERE "status" = 'open'`,
    );

    await queryRunner.query(`
      CREATE TABLE "saved_searches" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "name" varchar(80) NOT NULL,
        "q" varchar(200) NOT NULL DEFAULT '',
        "location" varchar(120) NOT NULL DEFAULT '',
        "vocation_id" integer REFERENCES "vocations" ("id"),
        "job_type" varchar(20),
        "frequency" varchar(10) NOT NULL CHECK ("frequency" IN ('daily', 'immediate')),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "saved_searches_student_idx" ON "saved_searches" ("student_user_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" ("frequency")`,
    );
    // The ledger: one row per search and job mailed, so no job is alerted twice to a search.
    await queryRunner.query(`
      CREATE TABLE "saved_search_alerts" (
        "saved_search_id" uuid NOT NULL REFERENCES "saved_searches" ("id") ON DELETE CASCADE,
        "job_id" uuid NOT NULL REFERENCES "jobs" ("id") ON DELETE CASCADE,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("saved_search_id", "job_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "saved_search_alerts_job_idx" ON "saved_search_alerts" ("job_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "saved_search_alerts"`);
    await queryRunner.query(`DROP TABLE "saved_searches"`);
    await queryRunner.query(`DROP TRIGGER "jobs_published_at_trigger" ON "jobs"`);
    await queryRunner.query(`DROP FUNCTION "jobs_published_at"`);
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "published_at"`);
    await queryRunner.query(`DROP TRIGGER "job_words_trigger" ON "jobs"`);
    await queryRunner.query(`DROP FUNCTION "job_words_collect"`);
    await queryRunner.query(`DROP TABLE "job_words"`);
  }
}
