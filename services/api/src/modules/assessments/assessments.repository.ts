import { Injectable } from '@nestjs/common';
import type { SkillLevel } from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { DatabaseContext } from '../../database/database-context';

export interface AssessmentRow {
  id: string;
  title: string;
  description: string;
  skill: string;
  vocation: string | null;
  trades: string[];
  skill_level: SkillLevel;
  estimated_minutes: number;
  badge_name: string;
  badge_description: string;
  badge_icon: string;
  recommendations: string[];
  question_count: number;
}

export interface QuestionRow {
  id: string;
  question: string;
  options: string[];
  correct_index: number;
  explanation: string;
}

export interface AttemptRow {
  id: string;
  assessment_id: string;
  user_id: string;
  question_order: string[];
  answers: Record<string, number>;
  current_index: number;
  started_at: Date;
  submitted_at: Date | null;
  score: number | null;
  correct_answers: number | null;
  time_spent_seconds: number | null;
}

export interface FeedbackRow {
  rating: number;
  comment: string;
  updated_at: Date;
}

const ASSESSMENT_COLUMNS = `a.id, a.title, a.description, a.skill, a.vocation, a.trades, a.skill_level,
  a.estimated_minutes, a.badge_name, a.badge_description, a.badge_icon, a.recommendations,
  (SELECT count(*)::int FROM assessment_questions q WHERE q.assessment_id = a.id) AS question_count`;
const ATTEMPT_COLUMNS = `id, assessment_id, user_id, question_order, answers, current_index,
  started_at, submitted_at, score, correct_answers, time_spent_seconds`;

/** The question bank (`assessments`, `assessment_questions`), `assessment_attempts` and `assessment_feedback`. */
@Injectable()
export class AssessmentsRepository {
  constructor(private readonly db: DatabaseContext) {}

  list(): Promise<AssessmentRow[]> {
    return this.db.query(`SELECT ${ASSESSMENT_COLUMNS} FROM assessments a ORDER BY a.position`);
  }

  async byId(id: string): Promise<AssessmentRow | null> {
    const [row] = await this.db.query<AssessmentRow>(
      `SELECT ${ASSESSMENT_COLUMNS} FROM assessments a WHERE a.id = $1`,
      [id],
    );
    return row ?? null;
  }

  questions(assessmentId: string): Promise<QuestionRow[]> {
    return this.db.query(
      `SELECT id, question, options, correct_index, explanation FROM assessment_questions
        WHERE assessment_id = $1 ORDER BY position`,
      [assessmentId],
    );
  }

  /** The student's attempts, the newest first (open and completed). */
  attemptsOf(userId: string, assessmentId?: string): Promise<AttemptRow[]> {
    return this.db.query(
      `SELECT ${ATTEMPT_COLUMNS} FROM assessment_attempts
        WHERE user_id = $1 AND ($2::varchar IS NULL OR assessment_id = $2)
        ORDER BY coalesce(submitted_at, started_at) DESC`,
      [userId, assessmentId ?? null],
    );
  }

  async openAttempt(userId: string, assessmentId: string): Promise<AttemptRow | null> {
    const [row] = await this.db.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM assessment_attempts
        WHERE user_id = $1 AND assessment_id = $2 AND submitted_at IS NULL`,
      [userId, assessmentId],
    );
    return row ?? null;
  }

  async attempt(id: string): Promise<AttemptRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<AttemptRow>(
      `SELECT ${ATTEMPT_COLUMNS} FROM assessment_attempts WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** A new open attempt, or the one a parallel request just created (the open index is unique). */
  async startAttempt(
    userId: string,
    assessmentId: string,
    questionOrder: string[],
  ): Promise<AttemptRow> {
    await this.db.query(
      `INSERT INTO assessment_attempts (user_id, assessment_id, question_order) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, assessment_id) WHERE submitted_at IS NULL DO NOTHING`,
      [userId, assessmentId, questionOrder],
    );
    const open = await this.openAttempt(userId, assessmentId);
    if (!open) throw new Error(`Forsøket på ${assessmentId} ble ikke opprettet`);
    return open;
  }

  /** Stores what was answered so far; false when the attempt is no longer open. */
  async saveProgress(
    attemptId: string,
    answers: Record<string, number>,
    currentIndex: number,
  ): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE assessment_attempts SET answers = $2, current_index = $3
        WHERE id = $1 AND submitted_at IS NULL RETURNING id`,
      [attemptId, JSON.stringify(answers), currentIndex],
    );
    return rows.length > 0;
  }

  /**
   * Closes the attempt with its score; the time is the database's clock from start to now. Null
   * when it was already closed, so that two submits of one attempt cannot both count.
   */
  async submit(
    attemptId: string,
    result: { answers: Record<string, number>; score: number; correctAnswers: number },
  ): Promise<AttemptRow | null> {
    const [row] = await this.db.returning<AttemptRow>(
      `UPDATE assessment_attempts
          SET answers = $2, score = $3, correct_answers = $4, submitted_at = now(),
              time_spent_seconds = greatest(0, round(extract(epoch FROM now() - started_at)))::int
        WHERE id = $1 AND submitted_at IS NULL RETURNING ${ATTEMPT_COLUMNS}`,
      [attemptId, JSON.stringify(result.answers), result.score, result.correctAnswers],
    );
    return row ?? null;
  }

  /** Every student's best score on the assessment, one per student. */
  /**
   * Each student's best score: the percentile and the statistics rank students among students,
   * so a business trying a test is not counted (the users table's role, read for that alone).
   */
  bestScores(assessmentId: string): Promise<{ user_id: string; best: number }[]> {
    return this.db.query(
      `SELECT t.user_id, max(t.score)::int AS best
         FROM assessment_attempts t JOIN users u ON u.id = t.user_id AND u.role = 'student'
        WHERE t.assessment_id = $1 AND t.submitted_at IS NOT NULL GROUP BY t.user_id`,
      [assessmentId],
    );
  }

  /** The user's best score on each assessment they completed, the best first. */
  bestOf(
    userId: string,
  ): Promise<{ id: string; title: string; score: number; completed_at: Date }[]> {
    return this.db.query(
      `SELECT DISTINCT ON (a.id) a.id, a.title, t.score, t.submitted_at AS completed_at
         FROM assessment_attempts t JOIN assessments a ON a.id = t.assessment_id
        WHERE t.user_id = $1 AND t.submitted_at IS NOT NULL
        ORDER BY a.id, t.score DESC, t.submitted_at`,
      [userId],
    );
  }

  async feedback(userId: string, assessmentId: string): Promise<FeedbackRow | null> {
    const [row] = await this.db.query<FeedbackRow>(
      `SELECT rating, comment, updated_at FROM assessment_feedback
        WHERE user_id = $1 AND assessment_id = $2`,
      [userId, assessmentId],
    );
    return row ?? null;
  }

  async saveFeedback(
    userId: string,
    assessmentId: string,
    rating: number,
    comment: string,
  ): Promise<FeedbackRow> {
    const [row] = await this.db.query<FeedbackRow>(
      `INSERT INTO assessment_feedback (user_id, assessment_id, rating, comment) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, assessment_id)
       DO UPDATE SET rating = excluded.rating, comment = excluded.comment, updated_at = now()
       RETURNING rating, comment, updated_at`,
      [userId, assessmentId, rating, comment],
    );
    return row;
  }
}
