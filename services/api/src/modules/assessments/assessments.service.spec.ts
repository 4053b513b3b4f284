import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { ASSESSMENT_MESSAGES } from '@yrkesbro/contracts';
import { randomUUID } from 'node:crypto';
import { aUser, fake, InMemoryStudents } from '../students/testing/in-memory-students';
import type { User } from '../users/user.entity';
import type {
  AssessmentRow,
  AssessmentsRepository,
  AttemptRow,
  QuestionRow,
} from './assessments.repository';
import { AssessmentsService, percentileRank, shuffled } from './assessments.service';

const QUESTION_COUNT = 5;

/** The assessment tables in memory; the clock is the test's, as the database's now() would be. */
class InMemoryAssessments {
  readonly attempts: AttemptRow[] = [];
  readonly feedback = new Map<string, { rating: number; comment: string; updated_at: Date }>();
  now = new Date('2026-03-01T10:00:00Z');
  readonly assessment: AssessmentRow = {
    id: 'hms',
    title: 'HMS på arbeidsplassen',
    description: 'HMS',
    skill: 'hms',
    vocation: 'Alle yrkesfag',
    trades: [],
    skill_level: 'Nybegynner',
    estimated_minutes: 10,
    badge_name: 'HMS-kyndig',
    badge_description: 'Bestod HMS.',
    badge_icon: 'health_and_safety',
    recommendations: ['Les Arbeidstilsynets sider.'],
    question_count: QUESTION_COUNT,
  };
  readonly questions: QuestionRow[] = Array.from({ length: QUESTION_COUNT }, (_, i) => ({
    id: randomUUID(),
    question: `Spørsmål ${i + 1}`,
    options: ['A', 'B', 'C', 'D'],
    correct_index: i % 4,
    explanation: `Forklaring ${i + 1}`,
  }));

  readonly repository = fake<AssessmentsRepository>({
    list: async () => [this.assessment],
    byId: async (id) => (id === this.assessment.id ? this.assessment : null),
    questions: async (id) => (id === this.assessment.id ? this.questions : []),
    attemptsOf: async (userId, assessmentId) =>
      this.attempts
        .filter((a) => a.user_id === userId && (!assessmentId || a.assessment_id === assessmentId))
        .sort(
          (a, b) =>
            (b.submitted_at ?? b.started_at).getTime() - (a.submitted_at ?? a.started_at).getTime(),
        )
        .map((a) => ({ ...a })),
    openAttempt: async (userId, assessmentId) => {
      const open = this.attempts.find(
        (a) => a.user_id === userId && a.assessment_id === assessmentId && !a.submitted_at,
      );
      return open ? { ...open } : null;
    },
    attempt: async (id) => {
      const found = this.attempts.find((a) => a.id === id);
      return found ? { ...found } : null;
    },
    startAttempt: async (userId, assessmentId, questionOrder) => {
      const row: AttemptRow = {
        id: randomUUID(),
        assessment_id: assessmentId,
        user_id: userId,
        question_order: questionOrder,
        answers: {},
        current_index: 0,
        started_at: this.now,
        submitted_at: null,
        score: null,
        correct_answers: null,
        time_spent_seconds: null,
      };
      this.attempts.push(row);
      return { ...row };
    },
    saveProgress: async (attemptId, answers, currentIndex) => {
      const row = this.attempts.find((a) => a.id === attemptId && !a.submitted_at);
      if (!row) return false;
      Object.assign(row, { answers, current_index: currentIndex });
      return true;
    },
    submit: async (attemptId, { answers, score, correctAnswers }) => {
      const row = this.attempts.find((a) => a.id === attemptId && !a.submitted_at);
      if (!row) return null;
      Object.assign(row, {
        answers,
        score,
        correct_answers: correctAnswers,
        submitted_at: this.now,
        time_spent_seconds: Math.round((this.now.getTime() - row.started_at.getTime()) / 1000),
      });
      return { ...row };
    },
    bestScores: async (assessmentId) => {
      const best = new Map<string, number>();
      for (const a of this.attempts) {
        if (a.assessment_id !== assessmentId || !a.submitted_at) continue;
        best.set(a.user_id, Math.max(best.get(a.user_id) ?? 0, a.score ?? 0));
      }
      return [...best].map(([user_id, score]) => ({ user_id, best: score }));
    },
    bestOf: async (userId) => {
      const done = this.attempts.filter((a) => a.user_id === userId && a.submitted_at);
      if (done.length === 0) return [];
      const best = done.reduce((a, b) => ((b.score ?? 0) > (a.score ?? 0) ? b : a));
      return [
        {
          id: this.assessment.id,
          title: this.assessment.title,
          score: best.score ?? 0,
          completed_at: best.submitted_at!,
        },
      ];
    },
    feedback: async (userId, assessmentId) =>
      this.feedback.get(`${userId}/${assessmentId}`) ?? null,
    saveFeedback: async (userId, assessmentId, rating, comment) => {
      const row = { rating, comment, updated_at: this.now };
      this.feedback.set(`${userId}/${assessmentId}`, row);
      return row;
    },
  });

  /** Answers with `correct` of the questions right and the rest wrong. */
  answers(correct: number): Record<string, number> {
    return Object.fromEntries(
      this.questions.map((q, i) => [
        q.id,
        i < correct ? q.correct_index : (q.correct_index + 1) % 4,
      ]),
    );
  }

  later(seconds: number): void {
    this.now = new Date(this.now.getTime() + seconds * 1000);
  }
}

describe('AssessmentsService', () => {
  let students: InMemoryStudents;
  let bank: InMemoryAssessments;
  let service: AssessmentsService;

  beforeEach(() => {
    students = new InMemoryStudents();
    bank = new InMemoryAssessments();
    service = new AssessmentsService(
      bank.repository,
      students.profileService,
      students.transactions,
    );
  });

  const take = async (user: User, correct: number, seconds = 60) => {
    const { attemptId } = await service.start(user, 'hms');
    bank.later(seconds);
    return service.submit(user, 'hms', { attemptId, answers: bank.answers(correct) });
  };

  it('starts with every question once, without the correct option, and continues the open attempt', async () => {
    const kari = await students.student();
    const attempt = await service.start(kari, 'hms');

    expect(attempt.questions.map((q) => q.id).sort()).toEqual(
      bank.questions.map((q) => q.id).sort(),
    );
    for (const question of attempt.questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question']);
    }
    expect(attempt.assessment.status).toBe('in_progress');

    const [first] = attempt.questions;
    await service.saveProgress(kari, 'hms', {
      attemptId: attempt.attemptId,
      answers: { [first.id]: 2 },
      currentIndex: 1,
    });
    const again = await service.start(kari, 'hms');
    expect(again).toMatchObject({
      attemptId: attempt.attemptId,
      answers: { [first.id]: 2 },
      currentIndex: 1,
    });
    expect(again.questions).toEqual(attempt.questions);
    expect((await service.detail(kari, 'hms')).progress).toBe(20);
  });

  it('scores on the server with the server’s time and refuses a second submit', async () => {
    const kari = await students.student();
    const { attemptId } = await service.start(kari, 'hms');
    bank.later(95);

    const results = await service.submit(kari, 'hms', { attemptId, answers: bank.answers(3) });

    expect(results).toMatchObject({
      score: 60,
      correctAnswers: 3,
      totalQuestions: 5,
      timeSpent: 95,
    });
    expect(results.questions.filter((q) => q.isCorrect)).toHaveLength(3);
    expect(results.questions[4]).toMatchObject({
      isCorrect: false,
      userAnswer: 'B',
      correctAnswer: 'A',
      explanation: 'Forklaring 5',
    });
    await expect(
      service.submit(kari, 'hms', { attemptId, answers: bank.answers(5) }),
    ).rejects.toEqual(new ConflictException(ASSESSMENT_MESSAGES.alreadySubmitted));
    expect((await service.results(kari, 'hms')).score).toBe(60);
  });

  it('submits the open attempt when the body names none, as the spec’s {answers, time_taken}', async () => {
    const kari = await students.student();
    await expect(service.submit(kari, 'hms', { answers: {} })).rejects.toEqual(
      new NotFoundException(ASSESSMENT_MESSAGES.noAttempt),
    );
    await service.start(kari, 'hms');
    bank.later(40);

    const results = await service.submit(kari, 'hms', {
      answers: bank.answers(4),
      time_taken: 1,
    });

    expect(results).toMatchObject({ score: 80, timeSpent: 40 });
    await expect(service.submit(kari, 'hms', { answers: {} })).rejects.toEqual(
      new NotFoundException(ASSESSMENT_MESSAGES.noAttempt),
    );
  });

  it('refuses someone else’s attempt, an unknown assessment and an option that does not exist', async () => {
    const kari = await students.student();
    const per = await students.student();
    const { attemptId } = await service.start(kari, 'hms');

    await expect(service.submit(per, 'hms', { attemptId, answers: {} })).rejects.toEqual(
      new NotFoundException(ASSESSMENT_MESSAGES.noAttempt),
    );
    await expect(service.start(kari, 'finnes-ikke')).rejects.toEqual(
      new NotFoundException(ASSESSMENT_MESSAGES.notFound),
    );
    await expect(
      service.submit(kari, 'hms', { attemptId, answers: { [bank.questions[0].id]: 4 } }),
    ).rejects.toEqual(new BadRequestException(ASSESSMENT_MESSAGES.answerInvalid));
  });

  it('awards the badge once from 80, none below, and the best attempt counts', async () => {
    const kari = await students.student();

    const low = await take(kari, 3);
    expect(low.earnedBadges).toEqual([]);
    expect(await students.profileService.badges(kari)).toEqual([]);

    const high = await take(kari, 4);
    expect(high.score).toBe(80);
    expect(high.earnedBadges.map((b) => b.name)).toEqual(['HMS-kyndig']);

    const worse = await take(kari, 2);
    expect(worse).toMatchObject({ score: 40, bestScore: 80 });
    await take(kari, 5);
    expect((await students.profileService.badges(kari)).map((b) => b.name)).toEqual(['HMS-kyndig']);

    const [card] = await service.list(kari);
    expect(card).toMatchObject({ status: 'completed', bestScore: 100, badgeEarned: true });
    expect(card.lastAttempt?.score).toBe(100);
    expect((await service.history(kari)).map((h) => h.score)).toEqual([100, 40, 80, 60]);
    expect(await service.stats(kari, 'hms')).toMatchObject({
      attempts: 4,
      bestScore: 100,
      averageScore: 70,
      lastScore: 100,
      participants: 1,
    });
  });

  it('ranks the student’s best among every student’s best', async () => {
    const scores = [2, 3, 4, 4];
    const users = await Promise.all(scores.map(() => students.student()));
    for (const [i, user] of users.entries()) await take(user, scores[i]);
    await take(users[0], 1);

    expect((await service.results(users[0], 'hms')).percentile).toBe(13);
    expect((await service.results(users[1], 'hms')).percentile).toBe(38);
    expect((await service.results(users[2], 'hms')).percentile).toBe(75);
  });

  it('shows the best completed score on the public profile, nothing for an open attempt', async () => {
    const kari = await students.student();
    await service.start(kari, 'hms');
    expect(await service.verifiedScores(kari.id, false)).toEqual([]);
    bank.attempts.length = 0;
    await take(kari, 4);
    await take(kari, 2);
    expect(await service.verifiedScores(kari.id, false)).toEqual([
      expect.objectContaining({ assessmentId: 'hms', title: 'HMS på arbeidsplassen', score: 80 }),
    ]);
    expect(await service.verifiedScores('ikke-en-uuid', false)).toEqual([]);
  });

  it('shows others only a passed test; the student sees her failed one too', async () => {
    const ola = await students.student();
    await take(ola, 0);
    expect(await service.verifiedScores(ola.id, false)).toEqual([]);
    expect(await service.verifiedScores(ola.id, true)).toEqual([
      expect.objectContaining({ assessmentId: 'hms', score: 0 }),
    ]);
    // 60 % is a yellow score, not a pass: the badge asks 80.
    await take(ola, 3);
    expect(await service.verifiedScores(ola.id, false)).toEqual([]);
    await take(ola, 4);
    expect(await service.verifiedScores(ola.id, false)).toEqual([
      expect.objectContaining({ assessmentId: 'hms', score: 80 }),
    ]);
  });

  it('keeps one feedback per student, the latest', async () => {
    const kari = await students.student();
    expect(await service.feedback(kari, 'hms')).toBeNull();
    await service.saveFeedback(kari, 'hms', { rating: 3, comment: 'Grei' });
    await service.saveFeedback(kari, 'hms', { rating: 5, comment: 'Nyttig' });
    expect(await service.feedback(kari, 'hms')).toMatchObject({ rating: 5, comment: 'Nyttig' });
    expect(await service.feedback(aUser(), 'hms')).toBeNull();
  });
});

describe('percentileRank and shuffled', () => {
  it('counts those below and half the ties', () => {
    expect(percentileRank(80, [40, 60, 80, 80])).toBe(75);
    expect(percentileRank(40, [40, 60, 80, 80])).toBe(13);
    expect(percentileRank(100, [100])).toBe(50);
    expect(percentileRank(50, [])).toBe(0);
  });

  it('keeps every item once in a new order', () => {
    const items = [1, 2, 3, 4, 5];
    const sequence = [0.1, 0.9, 0.5, 0.3];
    const order = shuffled(items, () => sequence.shift() ?? 0);
    expect([...order].sort()).toEqual(items);
    expect(order).not.toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});
