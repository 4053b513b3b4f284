import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMessages1763780000000 implements MigrationInterface {
  name = 'ContactMessages1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "contact_messages" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(120) NOT NULL,
        "email" varchar(254) NOT NULL,
        "subject" varchar(200) NOT NULL,
        "message" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "handled_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "contact_messages_unhandled_idx" ON "contact_messages" ("created_at") WHERE "handled_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "contact_messages"`);
  }
}
