import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763760000000 implements MigrationInterface {
  name = 'CreateUsers1763760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "password_hash" varchar(255) NOT NULL,
        "role" varchar(16) NOT NULL CHECK ("role" IN ('student', 'business', 'admin')),
        "email_verified_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_email_key" UNIQUE ("email"),
        CONSTRAINT "users_email_lowercase" CHECK ("email" = lower("email"))
      )`);
    await queryRunner.query(`CREATE INDEX "users_role_idx" ON "users" ("role")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
