import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { ASSESSMENT_MESSAGES, BADGE_SCORE } from '@yrkesbro/contracts';
import type {
  Assessment,
  AssessmentAttempt,
  AssessmentBadge,
  AssessmentFeedback,
  AssessmentFeedbackRequest,
  AssessmentHistoryEntry,
  AssessmentProgressRequest,
  AssessmentSubmitRequest,
  AssessmentResults,
  AssessmentStats,
  VerifiedAssessmentScore,
} from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { Transactions } from '../../database/transactions';
import { StudentProfilesService } from '../students/student-profiles.service';
import type { User } from '../users/user.entity';
import { AssessmentsRepository } from './assessments.repository';
import type { AssessmentRow, AttemptRow, QuestionRow } from './assessments.repository';

/** Fisher–Yates: every order equally likely, so position gives nothing away. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Percentile rank of `score` among every student's best (the student's own included):
 * the share below it plus half the share equal to it, so that the middle of a tie is its rank.
 */
export function percentileRank(score: number, bests: number[]): number {
  if (bests.length === 0) return 0;
  const below = bests.filter((best) => best < score).length;
  const equal = bests.filter((best) => best === score).length;
  return Math.round(((below + equal / 2) / bests.length) * 100);
}

const average = (values: number[]): number | null =>
  values.length === 0 ? null : Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);

const badgeOf = (row: AssessmentRow): AssessmentBadge => ({
  id: row.id,
  icon: row.badge_icon,
  name: row.badge_name,
  description: row.badge_description,
});

/**
 * Skill assessments. The correct options never leave the server before an attempt is
 * submitted; the score and the time are the server's; the best attempt counts, and a score of
 * BADGE_SCORE or more gives the student the assessment's badge once.
 */
@Injectable()
export class AssessmentsService {
  constructor(
    private readonly assessments: AssessmentsRepository,
    private readonly profiles: StudentProfilesService,
    private readonly transactions: Transactions,
  ) {}

  async list(user: User): Promise<Assessment[]> {
    const [rows, attempts] = await Promise.all([
      this.assessments.list(),
      this.assessments.attemptsOf(user.id),
    ]);
    return rows.map((row) =>
      this.toAssessment(
        row,
        attempts.filter((attempt) => attempt.assessment_id === row.id),
      ),
    );
  }

  async detail(user: User, id: string): Promise<Assessment> {
    const row = await this.row(id);
    return this.toAssessment(row, await this.assessments.attemptsOf(user.id, id));
  }

  /** The open attempt, started now when there is none: a student continues where they left. */
  async start(user: User, id: string): Promise<AssessmentAttempt> {
    const row = await this.row(id);
    const questions = await this.assessments.questions(id);
    const attempt =
      (await this.assessments.openAttempt(user.id, id)) ??
      (await this.assessments.startAttempt(
        user.id,
        id,
        shuffled(questions.map((question) => question.id)),
      ));
    const byId = new Map(questions.map((question) => [question.id, question]));
    return {
      attemptId: attempt.id,
      assessment: this.toAssessment(row, await this.assessments.attemptsOf(user.id, id)),
      questions: attempt.question_order.flatMap((questionId) => {
        const question = byId.get(questionId);
        return question
          ? [{ id: question.id, question: question.question, options: question.options }]
          : [];
      }),
      answers: attempt.answers,
      currentIndex: attempt.current_index,
      startedAt: new Date(attempt.started_at).toISOString(),
    };
  }

  async saveProgress(
    user: User,
    id: string,
    request: AssessmentProgressRequest,
  ): Promise<{ saved: true }> {
    const attempt = await this.ownAttempt(user, id, request.attemptId);
    const questions = await this.assessments.questions(id);
    const answers = validAnswers(request.answers, questions, attempt);
    const currentIndex = Math.min(request.currentIndex, attempt.question_order.length - 1);
    if (!(await this.assessments.saveProgress(attempt.id, answers, currentIndex))) {
      throw new ConflictException(ASSESSMENT_MESSAGES.alreadySubmitted);
    }
    return { saved: true };
  }

  /**
   * Scores the attempt named, or the student's open one; a second submit of the same attempt is
   * refused.
   */
  async submit(
    user: User,
    id: string,
    request: AssessmentSubmitRequest,
  ): Promise<AssessmentResults> {
    const row = await this.row(id);
    const attempt = request.attemptId
      ? await this.ownAttempt(user, id, request.attemptId)
      : await this.assessments.openAttempt(user.id, id);
    if (!attempt) throw new NotFoundException(ASSESSMENT_MESSAGES.noAttempt);
    const questions = await this.assessments.questions(id);
    const answers = validAnswers(request.answers, questions, attempt);
    const correctAnswers = questions.filter(
      (question) => answers[question.id] === question.correct_index,
    ).length;
    const score = Math.round((correctAnswers / questions.length) * 100);
    const submitted = await this.transactions.run(async () => {
      const closed = await this.assessments.submit(attempt.id, { answers, score, correctAnswers });
      if (!closed) throw new ConflictException(ASSESSMENT_MESSAGES.alreadySubmitted);
      if (score >= BADGE_SCORE) {
        await this.profiles.awardBadge(user.id, {
          name: row.badge_name,
          description: row.badge_description,
        });
      }
      return closed;
    });
    return this.resultsOf(row, questions, submitted, user);
  }

  /** The student's latest completed attempt, with the percentile of their best. */
  async results(user: User, id: string): Promise<AssessmentResults> {
    const row = await this.row(id);
    const latest = (await this.assessments.attemptsOf(user.id, id)).find(
      (attempt) => attempt.submitted_at,
    );
    if (!latest) throw new NotFoundException(ASSESSMENT_MESSAGES.noResults);
    return this.resultsOf(row, await this.assessments.questions(id), latest, user);
  }

  async history(user: User): Promise<AssessmentHistoryEntry[]> {
    const [rows, attempts] = await Promise.all([
      this.assessments.list(),
      this.assessments.attemptsOf(user.id),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return attempts.flatMap((attempt) => {
      const row = byId.get(attempt.assessment_id);
      if (!row || !attempt.submitted_at) return [];
      return [
        {
          attemptId: attempt.id,
          assessmentId: row.id,
          assessmentTitle: row.title,
          score: attempt.score ?? 0,
          correctAnswers: attempt.correct_answers ?? 0,
          totalQuestions: attempt.question_order.length,
          timeSpent: attempt.time_spent_seconds ?? 0,
          completedAt: new Date(attempt.submitted_at).toISOString(),
        },
      ];
    });
  }

  /**
   * What a student's public profile shows businesses: their best score on each assessment they
   * completed. Scored by the server, so it is proof rather than a claim. Others see only the
   * tests passed, at the badge's 80 % (the badge says "Bestod … med minst 80 %"): a weaker try (a
   * blank one submitted by mistake) is the student's own business.
   */
  async verifiedScores(userId: string, own: boolean): Promise<VerifiedAssessmentScore[]> {
    if (!isUuid(userId)) return [];
    const rows = await this.assessments.bestOf(userId);
    return rows
      .filter((row) => own || row.score >= BADGE_SCORE)
      .map((row) => ({
        assessmentId: row.id,
        title: row.title,
        score: row.score,
        completedAt: new Date(row.completed_at).toISOString(),
      }))
      .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title, 'nb'));
  }

  async stats(user: User, id: string): Promise<AssessmentStats> {
    await this.row(id);
    const [attempts, bests] = await Promise.all([
      this.assessments.attemptsOf(user.id, id),
      this.assessments.bestScores(id),
    ]);
    const scores = attempts.flatMap((attempt) =>
      attempt.submitted_at && attempt.score !== null ? [attempt.score] : [],
    );
    return {
      attempts: scores.length,
      bestScore: scores.length ? Math.max(...scores) : null,
      averageScore: average(scores),
      lastScore: scores[0] ?? null,
      participants: bests.length,
      averageBestScore: average(bests.map((entry) => entry.best)),
    };
  }

  async feedback(user: User, id: string): Promise<AssessmentFeedback | null> {
    await this.row(id);
    const row = await this.assessments.feedback(user.id, id);
    return row && toFeedback(row);
  }

  async saveFeedback(
    user: User,
    id: string,
    request: AssessmentFeedbackRequest,
  ): Promise<AssessmentFeedback> {
    await this.row(id);
    return toFeedback(
      await this.assessments.saveFeedback(user.id, id, request.rating, request.comment),
    );
  }

  private async row(id: string): Promise<AssessmentRow> {
    const row = await this.assessments.byId(id);
    if (!row) throw new NotFoundException(ASSESSMENT_MESSAGES.notFound);
    return row;
  }

  private async ownAttempt(user: User, id: string, attemptId: string): Promise<AttemptRow> {
    const attempt = await this.assessments.attempt(attemptId);
    if (!attempt || attempt.user_id !== user.id || attempt.assessment_id !== id) {
      throw new NotFoundException(ASSESSMENT_MESSAGES.noAttempt);
    }
    if (attempt.submitted_at) throw new ConflictException(ASSESSMENT_MESSAGES.alreadySubmitted);
    return attempt;
  }

  private async resultsOf(
    row: AssessmentRow,
    questions: QuestionRow[],
    attempt: AttemptRow,
    user: User,
  ): Promise<AssessmentResults> {
    const bests = await this.assessments.bestScores(row.id);
    const best = bests.find((entry) => entry.user_id === user.id)?.best ?? attempt.score ?? 0;
    const score = attempt.score ?? 0;
    const analysis = questions.map((question) => {
      const answer = attempt.answers[question.id];
      return {
        question: question.question,
        isCorrect: answer === question.correct_index,
        userAnswer: answer === undefined ? null : question.options[answer],
        correctAnswer: question.options[question.correct_index],
        explanation: question.explanation,
      };
    });
    const wrong = analysis.filter((question) => !question.isCorrect).length;
    return {
      assessmentId: row.id,
      assessmentTitle: row.title,
      score,
      bestScore: best,
      timeSpent: attempt.time_spent_seconds ?? 0,
      correctAnswers: attempt.correct_answers ?? 0,
      totalQuestions: questions.length,
      percentile: percentileRank(
        best,
        bests.map((entry) => entry.best),
      ),
      earnedBadges: best >= BADGE_SCORE ? [badgeOf(row)] : [],
      questions: analysis,
      recommendations: [
        ...(score >= BADGE_SCORE
          ? [`Merket «${row.badge_name}» vises på profilen din, der bedrifter kan se det.`]
          : row.recommendations),
        ...(wrong > 0
          ? [`Les forklaringene til de ${wrong} spørsmålene du svarte feil på, og ta testen igjen.`]
          : []),
      ],
      completedAt: new Date(attempt.submitted_at ?? attempt.started_at).toISOString(),
    };
  }

  private toAssessment(row: AssessmentRow, attempts: AttemptRow[]): Assessment {
    const completed = attempts.filter((attempt) => attempt.submitted_at);
    const open = attempts.find((attempt) => !attempt.submitted_at);
    const last = completed[0];
    const best = completed.length ? Math.max(...completed.map((a) => a.score ?? 0)) : null;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      skill: row.skill,
      vocation: row.vocation,
      trades: row.trades,
      status: open ? 'in_progress' : last ? 'completed' : 'not_started',
      estimatedTime: row.estimated_minutes,
      skillLevel: row.skill_level,
      totalQuestions: row.question_count,
      lastAttempt:
        last?.submitted_at && last.score !== null
          ? { score: last.score, date: new Date(last.submitted_at).toISOString() }
          : null,
      bestScore: best,
      badge: badgeOf(row),
      badgeEarned: best !== null && best >= BADGE_SCORE,
      timeTaken: last?.time_spent_seconds ?? null,
      progress: open
        ? Math.round((Object.keys(open.answers).length / open.question_order.length) * 100)
        : 0,
    };
  }
}

/** The answers to this attempt's questions; an option that does not exist is refused. */
function validAnswers(
  answers: Record<string, number>,
  questions: QuestionRow[],
  attempt: AttemptRow,
): Record<string, number> {
  const asked = new Set(attempt.question_order);
  const kept: Record<string, number> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined || !asked.has(question.id)) continue;
    if (!Number.isInteger(answer) || answer < 0 || answer >= question.options.length) {
      throw new BadRequestException(ASSESSMENT_MESSAGES.answerInvalid);
    }
    kept[question.id] = answer;
  }
  return kept;
}

const toFeedback = (row: { rating: number; comment: string; updated_at: Date }) => ({
  rating: row.rating,
  comment: row.comment,
  updatedAt: new Date(row.updated_at).toISOString(),
});
