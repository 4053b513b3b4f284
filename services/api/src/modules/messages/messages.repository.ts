import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';

/** Which side of a conversation someone is on. */
export type Side = 'student' | 'business';

export interface Pair {
  studentId: string;
  businessId: string;
}

export interface MessageRow {
  id: string;
  sender_id: string;
  content: string;
  created_at: Date;
}

export interface ConversationRow {
  student_id: string;
  business_id: string;
  business_name: string | null;
  business_logo: string | null;
  student_name: string | null;
  student_profile_pic: string | null;
  last_content: string;
  last_message_time: Date;
  unread_count: number;
}

const UNREAD: Record<Side, string> = { student: 'student_unread', business: 'business_unread' };
const PARTY: Record<Side, string> = { student: 'student_id', business: 'business_id' };

/** The `conversations` and `messages` tables. */
@Injectable()
export class MessagesRepository {
  constructor(private readonly db: DatabaseContext) {}

  /**
   * Adds a message, creating the pair's conversation on the first one, in one statement: the
   * conversation's row lock orders concurrent senders, so the counts and the last message stay
   * right. Writing clears the writer's own unread count and raises the other side's.
   */
  async append(
    pair: Pair,
    senderId: string,
    content: string,
  ): Promise<MessageRow & { conversation_id: string }> {
    const [row] = await this.db.query<MessageRow & { conversation_id: string }>(
      `WITH input AS (
         SELECT $1::uuid AS student_id, $2::uuid AS business_id, $3::uuid AS sender_id,
                $4::text AS content
       ), c AS (
         INSERT INTO conversations AS c
           (student_id, business_id, last_message_at, last_content, student_unread, business_unread)
         SELECT student_id, business_id, clock_timestamp(), content,
                CASE WHEN sender_id = student_id THEN 0 ELSE 1 END,
                CASE WHEN sender_id = business_id THEN 0 ELSE 1 END
           FROM input
         ON CONFLICT (student_id, business_id) DO UPDATE SET
           last_message_at = EXCLUDED.last_message_at,
           last_content = EXCLUDED.last_content,
           student_unread = CASE WHEN EXCLUDED.student_unread = 0 THEN 0
                                 ELSE c.student_unread + 1 END,
           business_unread = CASE WHEN EXCLUDED.business_unread = 0 THEN 0
                                  ELSE c.business_unread + 1 END
         RETURNING c.id, c.last_message_at
       )
       INSERT INTO messages (conversation_id, sender_id, content, created_at)
       SELECT c.id, input.sender_id, input.content, c.last_message_at FROM c, input
       RETURNING id, conversation_id, sender_id, content, created_at`,
      [pair.studentId, pair.businessId, senderId, content],
    );
    return row;
  }

  async conversationId(pair: Pair): Promise<string | null> {
    const [row] = await this.db.query<{ id: string }>(
      `SELECT id FROM conversations WHERE student_id = $1 AND business_id = $2`,
      [pair.studentId, pair.businessId],
    );
    return row?.id ?? null;
  }

  /**
   * Up to `limit` messages before the message `before` (or the latest), newest first, plus one
   * more when there are earlier ones. A `before` from another conversation finds nothing.
   */
  history(
    conversationId: string,
    before: string | undefined,
    limit: number,
  ): Promise<MessageRow[]> {
    return this.db.query<MessageRow>(
      `SELECT id, sender_id, content, created_at FROM messages
        WHERE conversation_id = $1
          AND ($2::uuid IS NULL OR (created_at, id) <
               (SELECT created_at, id FROM messages WHERE id = $2 AND conversation_id = $1))
        ORDER BY created_at DESC, id DESC
        LIMIT $3`,
      [conversationId, before ?? null, limit + 1],
    );
  }

  /**
   * Clears one side's unread count; true when there was one. A history read again with nothing
   * new in it writes nothing.
   */
  async markRead(conversationId: string, side: Side): Promise<boolean> {
    const cleared = await this.db.returning(
      `UPDATE conversations SET ${UNREAD[side]} = 0 WHERE id = $1 AND ${UNREAD[side]} > 0
       RETURNING id`,
      [conversationId],
    );
    return cleared.length > 0;
  }

  async unreadTotal(userId: string, side: Side): Promise<number> {
    const [row] = await this.db.query<{ unread: number }>(
      `SELECT coalesce(sum(${UNREAD[side]}), 0)::int AS unread
         FROM conversations WHERE ${PARTY[side]} = $1`,
      [userId],
    );
    return row.unread;
  }

  /**
   * One page of the person's conversations, newest first, with how many they have and how many
   * messages wait unread in all: one statement, prepared per connection, as the navbar asks on
   * every page. The window counts and sums every conversation of the person before LIMIT cuts
   * the page; the company's name and logo and the student's name and picture are joined to the
   * page's rows only, after the cut. A student without a name is shown by her e-mail to a
   * business she has applied to, which has it on her application; to no other.
   */
  async page(
    userId: string,
    side: Side,
    limit: number,
    offset: number,
  ): Promise<{ rows: ConversationRow[]; total: number; unread: number }> {
    const found = await this.db.prepared<ConversationRow & { total: number; unread: number }>(
      `conversations-page-${side}`,
      `SELECT c.student_id, c.business_id, b.company_name AS business_name,
              b.logo_url AS business_logo,
              coalesce(nullif(s.name, ''), (
                SELECT su.email FROM users su
                 WHERE su.id = c.student_id AND EXISTS (
                   SELECT 1 FROM applications a
                     JOIN jobs j ON j.id = a.job_id
                     JOIN businesses ab ON ab.id = j.business_id
                    WHERE a.student_id = c.student_id AND ab.user_id = c.business_id))
              ) AS student_name,
              coalesce(s.profile_picture_thumb_url, s.profile_picture_url) AS student_profile_pic,
              c.last_content, c.last_message_time, c.unread_count, c.total, c.unread
         FROM (SELECT id, student_id, business_id, last_content,
                      last_message_at AS last_message_time, ${UNREAD[side]} AS unread_count,
                      count(*) OVER ()::int AS total,
                      coalesce(sum(${UNREAD[side]}) OVER (), 0)::int AS unread
                 FROM conversations WHERE ${PARTY[side]} = $1
                ORDER BY last_message_at DESC, id DESC
                LIMIT $2 OFFSET $3) c
         LEFT JOIN businesses b ON b.user_id = c.business_id
         LEFT JOIN student_profiles s ON s.user_id = c.student_id
        ORDER BY c.last_message_time DESC, c.id DESC`,
      [userId, limit, offset],
    );
    // A page past the last has no row to carry the totals.
    if (!found.length) return { rows: [], ...(await this.totals(userId, side)) };
    const [{ total, unread }] = found;
    return { rows: found.map(({ total: _, unread: __, ...row }) => row), total, unread };
  }

  private async totals(userId: string, side: Side): Promise<{ total: number; unread: number }> {
    const [totals] = await this.db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, coalesce(sum(${UNREAD[side]}), 0)::int AS unread
         FROM conversations WHERE ${PARTY[side]} = $1`,
      [userId],
    );
    return totals;
  }
}
