import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';
import { UserCache } from '../users/user-cache';

/**
 * Every table that holds something about a person, read in one place ($1 is the user's id), so the export and the deletion cannot forget a table the other knows.
 * Left out on purpose: password hashes, token versions, the hashed tokens of sessions and links,
 * the second factor's secret and recovery codes (secrets, not information about the person),
 * and other people's profiles.
 */
const BY_ADDRESS = `lower(email) = (SELECT email FROM users WHERE id = $1)`;

const SECTIONS: Record<string, string> = {
  account: `SELECT id, email, role, email_verified_at, created_at, updated_at
              FROM users WHERE id = $1`,
  sessions: `SELECT created_at, expires_at, persistent, revoked_at
               FROM refresh_tokens WHERE user_id = $1 AND rotated_at IS NULL ORDER BY created_at`,
  twoFactor: `SELECT enabled_at,
                     (SELECT count(*)::int FROM two_factor_recovery_codes r
                       WHERE r.user_id = c.user_id AND r.used_at IS NULL) AS unused_recovery_codes
                FROM two_factor_credentials c WHERE user_id = $1`,
  studentProfile: `SELECT * FROM student_profiles WHERE user_id = $1`,
  education: ownedByProfile('student_education'),
  workExperience: ownedByProfile('student_work_experience'),
  skills: ownedByProfile('student_skills'),
  grades: ownedByProfile('student_grades'),
  projects: ownedByProfile('student_projects'),
  gradeDocuments: `SELECT v.id, v.document_key, v.status, v.reviewed_at, v.created_at
                     FROM grade_verifications v JOIN student_profiles p ON p.id = v.student_id
                    WHERE p.user_id = $1 ORDER BY v.created_at`,
  badges: `SELECT b.name, b.description, sb.earned_at
             FROM student_badges sb
             JOIN student_profiles p ON p.id = sb.student_id
             JOIN badges b ON b.id = sb.badge_id
            WHERE p.user_id = $1 ORDER BY sb.earned_at`,
  applications: `SELECT a.id, a.job_id, j.title AS job_title,
                        coalesce(b.company_name, j.poster_company) AS company,
                        a.cover_letter, a.resume_url, a.status, a.created_at, a.updated_at
                   FROM applications a
                   JOIN jobs j ON j.id = a.job_id
                   LEFT JOIN businesses b ON b.id = j.business_id
                  WHERE a.student_id = $1 ORDER BY a.created_at`,
  interviews: `SELECT i.id, i.application_id, j.title AS job_title, i.interview_date,
                      i.interview_time, i.meeting_type, i.location, i.starts_at, i.created_at
                 FROM interviews i
                 JOIN applications a ON a.id = i.application_id
                 JOIN jobs j ON j.id = a.job_id
                 LEFT JOIN businesses b ON b.id = j.business_id
                WHERE a.student_id = $1 OR b.user_id = $1 ORDER BY i.starts_at`,
  calendarEvents: `SELECT id, title, type, start_date, end_date, description, link, interview_id,
                          created_at, updated_at
                     FROM calendar_events WHERE user_id = $1 ORDER BY start_date`,
  favoriteJobs: `SELECT f.job_id, j.title AS job_title, f.created_at
                   FROM favorite_jobs f JOIN jobs j ON j.id = f.job_id
                  WHERE f.user_id = $1 ORDER BY f.created_at`,
  savedSearches: `SELECT id, name, q, location, vocation_id, job_type, frequency, created_at
                    FROM saved_searches WHERE student_user_id = $1 ORDER BY created_at`,
  assessmentAttempts: `SELECT assessment_id, answers, started_at, submitted_at, score,
                              correct_answers, time_spent_seconds
                         FROM assessment_attempts WHERE user_id = $1 ORDER BY started_at`,
  assessmentFeedback: `SELECT assessment_id, rating, comment, updated_at
                         FROM assessment_feedback WHERE user_id = $1`,
  conversations: `SELECT c.id, coalesce(b.company_name, s.name) AS with_name, c.last_message_at
                    FROM conversations c
                    LEFT JOIN businesses b ON b.user_id = c.business_id AND c.student_id = $1
                    LEFT JOIN student_profiles s ON s.user_id = c.student_id AND c.business_id = $1
                   WHERE c.student_id = $1 OR c.business_id = $1 ORDER BY c.last_message_at`,
  messages: `SELECT m.id, m.conversation_id, m.sender_id = $1 AS sent_by_me, m.content, m.created_at
               FROM messages m JOIN conversations c ON c.id = m.conversation_id
              WHERE c.student_id = $1 OR c.business_id = $1 ORDER BY m.created_at`,
  business: `SELECT * FROM businesses WHERE user_id = $1`,
  jobs: `SELECT j.id, j.title, j.description, j.requirements, j.location, j.salary_min,
                j.salary_max, j.vocation_id, j.job_type, j.status, j.contact_email,
                j.created_at, j.updated_at, j.published_at,
                (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id) AS application_count
           FROM jobs j JOIN businesses b ON b.id = j.business_id
          WHERE b.user_id = $1 ORDER BY j.created_at`,
  plan: `SELECT price_id, starts_at, ends_at, checkout_session_id, updated_at
           FROM business_plans WHERE business_user_id = $1`,
  payments: `SELECT id, price_id, amount, provider, status, created_at, paid_at, activated_at
               FROM checkout_sessions WHERE business_user_id = $1 ORDER BY created_at`,
  favoriteStudents: `SELECT student_profile_id, created_at
                       FROM favorite_students WHERE business_user_id = $1 ORDER BY created_at`,
  profileViews: `SELECT student_profile_id, created_at
                   FROM profile_views WHERE business_user_id = $1 ORDER BY created_at`,
  studentAlerts: `SELECT enabled, vocation_ids, places, last_digest_at, updated_at
                    FROM student_alerts WHERE business_user_id = $1`,
  groupMails: `SELECT id, audience, title, message, created_at
                 FROM mailings WHERE created_by = $1 ORDER BY created_at`,
  contactMessages: `SELECT id, name, email, subject, message, created_at, handled_at
                      FROM contact_messages WHERE ${BY_ADDRESS} ORDER BY created_at`,
  mailUnsubscribes: `SELECT email, created_at FROM mail_unsubscribes WHERE ${BY_ADDRESS}`,
};

export type PersonalData = Record<string, Record<string, unknown>[]>;

/** Where a user's files are: public URLs (/api/uploads/…) and private storage keys. */
export interface StoredFiles {
  publicUrls: string[];
  privateKeys: string[];
}

@Injectable()
export class PersonalDataRepository {
  constructor(
    private readonly db: DatabaseContext,
    private readonly users: UserCache,
  ) {}

  async collect(userId: string): Promise<PersonalData> {
    const data: PersonalData = {};
    for (const [section, sql] of Object.entries(SECTIONS))
      data[section] = await this.db.query(sql, [userId]);
    return data;
  }

  async files(userId: string): Promise<StoredFiles> {
    const publicRows = await this.db.query<{ url: string }>(
      `SELECT DISTINCT url FROM (
         SELECT unnest(ARRAY[profile_picture_url, profile_picture_thumb_url, video_url]) AS url
           FROM student_profiles WHERE user_id = $1
         UNION ALL
         SELECT unnest(pr.image_urls) FROM student_projects pr
           JOIN student_profiles p ON p.id = pr.student_id WHERE p.user_id = $1
         UNION ALL
         SELECT logo_url FROM businesses WHERE user_id = $1
       ) stored WHERE url IS NOT NULL ORDER BY url`,
      [userId],
    );
    const privateRows = await this.db.query<{ document_key: string }>(
      `SELECT v.document_key FROM grade_verifications v
         JOIN student_profiles p ON p.id = v.student_id
        WHERE p.user_id = $1 ORDER BY v.created_at`,
      [userId],
    );
    return {
      publicUrls: publicRows.map((row) => row.url),
      privateKeys: privateRows.map((row) => row.document_key),
    };
  }

  /**
   * Copies the business's paid receipts without the person (the bookkeeping law keeps them
   * for years); a second run finds them copied already.
   */
  async retainReceipts(userId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO retained_receipts
              (checkout_session_id, company_name, organization_number, price_id, amount, provider, paid_at)
       SELECT c.id, b.company_name, b.organization_number, c.price_id, c.amount, c.provider, c.paid_at
         FROM checkout_sessions c JOIN businesses b ON b.user_id = c.business_user_id
        WHERE c.business_user_id = $1 AND c.paid_at IS NOT NULL
       ON CONFLICT (checkout_session_id) DO NOTHING`,
      [userId],
    );
  }

  /**
   * Deletes the user; every table that names them goes with the row (ON DELETE CASCADE), and
   * what was kept by e-mail alone goes by the address.
   */
  async erase(userId: string): Promise<void> {
    for (const table of ['contact_messages', 'mailing_recipients', 'mail_unsubscribes'])
      await this.db.query(`DELETE FROM ${table} WHERE ${BY_ADDRESS}`, [userId]);
    await this.db.query(`DELETE FROM users WHERE id = $1`, [userId]);
    // Its access tokens, still unexpired, must find no user from the moment it is gone.
    await this.db.afterCommit(() => this.users.changed(userId));
  }
}

function ownedByProfile(table: string): string {
  return `SELECT t.* FROM ${table} t JOIN student_profiles p ON p.id = t.student_id
           WHERE p.user_id = $1 ORDER BY t.created_at`;
}
