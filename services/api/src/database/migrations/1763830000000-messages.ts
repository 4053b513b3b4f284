import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages between a student and a business. A conversation row per pair keeps the list one
 * indexed query: the last message and each side's unread count are kept on it as messages come.
 */
export class Messages1763830000000 implements MigrationInterface {
  name = 'Messages1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "conversations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "student_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "business_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "last_message_at" timestamptz NOT NULL,
        "last_content" text NOT NULL,
        "student_unread" integer NOT NULL DEFAULT 0,
        "business_unread" integer NOT NULL DEFAULT 0,
        CONSTRAINT "conversations_one_per_pair" UNIQUE ("student_id", "business_id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "conversations_student_idx" ON "conversations" ("student_id", "last_message_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "conversations_business_idx" ON "conversations" ("business_id", "last_message_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "messages" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "conversation_id" uuid NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
        "sender_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "content" text NOT NULL CHECK (char_length("content") BETWEEN 1 AND 2000),
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(
      `CREATE INDEX "messages_history_idx" ON "messages" ("conversation_id", "created_at" DESC, "id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
  }
}
