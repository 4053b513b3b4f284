import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram indexes for the substring searches of the admin lists and the schools list: a
 * LIKE '%…%' no btree can serve, so without these each search read its tables whole (found by
 * test/query-plans.int-spec.ts). Each indexes exactly the expression its query compares, or
 * the planner does not use it. pg_trgm is installed by BusinessesAndJobs1763790000000.
 */
const INDEXES: [name: string, table: string, expression: string][] = [
  // GET /api/admin/businesses?q= (BusinessesRepository.adminList): the company's name.
  ['businesses_company_name_trgm_idx', 'businesses', 'lower("company_name")'],
  // Both admin lists search the login e-mail. It is stored in lower case (users_email_lowercase),
  // so the queries compare it as it is.
  ['users_email_trgm_idx', 'users', '"email"'],
  // GET /api/admin/students?q= (StudentProfilesRepository.adminList): the school; the name
  // uses the directory's student_profiles_name_trgm_idx on lower("name").
  ['student_profiles_school_trgm_idx', 'student_profiles', 'lower("school")'],
  // GET /api/schools?q= (SchoolsRepository.list): a short list today, but the admin imports more
  // by CSV; the unique schools_name_region_idx is a btree, of no use to a substring.
  ['schools_name_trgm_idx', 'schools', 'lower("name")'],
];

export class ListSearchIndexes1763950000000 implements MigrationInterface {
  name = 'ListSearchIndexes1763950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, table, expression] of INDEXES) {
      await queryRunner.query(
        `CREATE INDEX "${name}" ON "${table}" USING gin ((${expression}) gin_trgm_ops)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of INDEXES) {
      await queryRunner.query(`DROP INDEX "${name}"`);
    }
  }
}
