import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Real public upper-secondary schools with vocational programmes, one or more per county. The
 * address is the town the school is in (the admin adds the street address); the e-mail
 * addresses are made-up examples under the reserved .example domain, marked as such, until
 * the admin enters the school's own.
 */
const SCHOOLS: [name: string, fylke: string, town: string, slug: string][] = [
  ['Kuben videregående skole', 'Oslo', 'Oslo', 'kuben'],
  ['Etterstad videregående skole', 'Oslo', 'Oslo', 'etterstad'],
  ['Sogn videregående skole', 'Oslo', 'Oslo', 'sogn'],
  ['Lillestrøm videregående skole', 'Akershus', 'Lillestrøm', 'lillestrom'],
  ['Åssiden videregående skole', 'Buskerud', 'Drammen', 'assiden'],
  ['Glemmen videregående skole', 'Østfold', 'Fredrikstad', 'glemmen'],
  ['Thor Heyerdahl videregående skole', 'Vestfold', 'Larvik', 'thorheyerdahl'],
  ['Skogmo videregående skole', 'Telemark', 'Skien', 'skogmo'],
  ['Gjøvik videregående skole', 'Innlandet', 'Gjøvik', 'gjovik'],
  ['Kvadraturen videregående skole', 'Agder', 'Kristiansand', 'kvadraturen'],
  ['Bergeland videregående skole', 'Rogaland', 'Stavanger', 'bergeland'],
  ['Årstad videregående skole', 'Vestland', 'Bergen', 'arstad'],
  ['Laksevåg videregående skole', 'Vestland', 'Bergen', 'laksevag'],
  ['Fagerlia videregående skole', 'Møre og Romsdal', 'Ålesund', 'fagerlia'],
  ['Byåsen videregående skole', 'Trøndelag', 'Trondheim', 'byasen'],
  ['Strinda videregående skole', 'Trøndelag', 'Trondheim', 'strinda'],
  ['Bodø videregående skole', 'Nordland', 'Bodø', 'bodo'],
  ['Kvaløya videregående skole', 'Troms', 'Tromsø', 'kvaloya'],
  ['Alta videregående skole', 'Finnmark', 'Alta', 'alta'],
  ['Kirkenes videregående skole', 'Finnmark', 'Kirkenes', 'kirkenes'],
];

export class Schools1763850000000 implements MigrationInterface {
  name = 'Schools1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "schools" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(200) NOT NULL,
        "region" varchar(40) NOT NULL,
        "address" varchar(300) NOT NULL,
        "email" varchar(254) NOT NULL,
        "email_is_example" boolean NOT NULL DEFAULT false,
        "contacted_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // A CSV import updates the school it already has instead of adding it twice.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "schools_name_region_idx" ON "schools" (lower("name"), "region")`,
    );
    for (const [name, fylke, town, slug] of SCHOOLS) {
      await queryRunner.query(
        `INSERT INTO "schools" ("name", "region", "address", "email", "email_is_example")
         VALUES ($1, $2, $3, $4, true)`,
        [name, fylke, town, `post@${slug}.example`],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "schools"`);
  }
}
