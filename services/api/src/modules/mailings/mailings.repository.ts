import { Injectable } from '@nestjs/common';
import type { MailingGroup } from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { DatabaseContext } from '../../database/database-context';

export type RecipientStatus = 'queued' | 'sent' | 'failed' | 'skipped';

export interface MailingHistoryRow {
  id: string;
  audience: MailingGroup;
  title: string;
  message: string;
  created_at: Date;
  recipient_count: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
}

/** What the worker needs to send one recipient their copy. */
export interface DeliveryRow {
  id: string;
  email: string;
  status: RecipientStatus;
  title: string;
  message: string;
  /** The address asked for no more group mail after the mailing was stored. */
  unsubscribed: boolean;
}

/** The `mailings` and `mailing_recipients` tables: each group mail and where each copy stands. */
@Injectable()
export class MailingsRepository {
  constructor(private readonly db: DatabaseContext) {}

  async create(
    mailing: { audience: MailingGroup; title: string; message: string; createdBy: string },
    emails: string[],
  ): Promise<string> {
    const [{ id }] = await this.db.query<{ id: string }>(
      `INSERT INTO mailings (audience, title, message, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
      [mailing.audience, mailing.title, mailing.message, mailing.createdBy],
    );
    await this.db.query(
      `INSERT INTO mailing_recipients (mailing_id, email) SELECT $1, unnest($2::varchar[])
       ON CONFLICT DO NOTHING`,
      [id, emails],
    );
    return id;
  }

  async remove(id: string): Promise<void> {
    await this.db.query(`DELETE FROM mailings WHERE id = $1`, [id]);
  }

  /** The recipients still waiting for their copy. */
  async queuedRecipients(mailingId: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT id FROM mailing_recipients WHERE mailing_id = $1 AND status = 'queued' ORDER BY id`,
      [mailingId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * A copy to send, with whether its address has unsubscribed meanwhile: one statement per copy,
   * where the worker asked twice for each of a mailing's thousands.
   */
  async delivery(recipientId: string): Promise<DeliveryRow | null> {
    if (!isUuid(recipientId)) return null;
    const [row] = await this.db.query<DeliveryRow>(
      `SELECT r.id, r.email, r.status, m.title, m.message,
              EXISTS (SELECT 1 FROM mail_unsubscribes u WHERE u.email = r.email) AS unsubscribed
         FROM mailing_recipients r JOIN mailings m ON m.id = r.mailing_id
        WHERE r.id = $1`,
      [recipientId],
    );
    return row ?? null;
  }

  /** Settles a queued copy; a copy already settled keeps its state. */
  async settle(recipientId: string, status: Exclude<RecipientStatus, 'queued'>): Promise<void> {
    await this.db.query(
      `UPDATE mailing_recipients SET status = $2, updated_at = now() WHERE id = $1 AND status = 'queued'`,
      [recipientId, status],
    );
  }

  async history(limit: number): Promise<MailingHistoryRow[]> {
    return this.db.query<MailingHistoryRow>(
      `SELECT m.id, m.audience, m.title, m.message, m.created_at,
              count(r.id)::int AS recipient_count,
              (count(r.id) FILTER (WHERE r.status = 'queued'))::int AS queued,
              (count(r.id) FILTER (WHERE r.status = 'sent'))::int AS sent,
              (count(r.id) FILTER (WHERE r.status = 'failed'))::int AS failed,
              (count(r.id) FILTER (WHERE r.status = 'skipped'))::int AS skipped
         FROM mailings m LEFT JOIN mailing_recipients r ON r.mailing_id = m.id
        GROUP BY m.id ORDER BY m.created_at DESC, m.id LIMIT $1`,
      [limit],
    );
  }

  /** Copies waiting in the queue and copies given up on, across every mailing. */
  async totals(): Promise<{ queued: number; failed: number }> {
    const [row] = await this.db.query<{ queued: number; failed: number }>(
      `SELECT (count(*) FILTER (WHERE status = 'queued'))::int AS queued,
              (count(*) FILTER (WHERE status = 'failed'))::int AS failed
         FROM mailing_recipients`,
    );
    return row;
  }
}

/** The `mail_unsubscribes` table: addresses that want no more group mail. */
@Injectable()
export class UnsubscribesRepository {
  constructor(private readonly db: DatabaseContext) {}

  async add(email: string): Promise<void> {
    await this.db.query(
      `INSERT INTO mail_unsubscribes (email) VALUES ($1) ON CONFLICT DO NOTHING`,
      [email],
    );
  }

  async among(emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.db.query<{ email: string }>(
      `SELECT email FROM mail_unsubscribes WHERE email = ANY($1::varchar[])`,
      [emails],
    );
    return new Set(rows.map((row) => row.email));
  }
}
