import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ASSESSMENT_MESSAGES } from '@yrkesbro/contracts';
import type {
  Assessment,
  AssessmentAttempt,
  AssessmentResults,
  PublicStudentProfile,
} from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

const HMS = 'hms-pa-arbeidsplassen';
const VOCATIONAL = [
  HMS,
  'elektro-grunnleggende',
  'bygg-og-anlegg-grunnleggende',
  'helsearbeiderfaget',
  'restaurant-og-matfag-hygiene',
  'teknologi-og-industrifag',
];
const POPULAR = ['javascript', 'react', 'node.js', 'python', 'sql', 'ui/ux design'];

describe('assessments: server-side scoring, percentiles and badges', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let seq = 0;

  /** A signed-in student with a profile, as registration leaves one. */
  const newStudent = async (): Promise<TestAgent> => {
    seq += 1;
    const email = `elev${seq}@yrkesbro.test`;
    await createUser(app, { email, password: 'Elev12345', role: 'student' });
    const agent = await signedInAgent(app, email, 'Elev12345');
    await agent.get('/api/users/profile').expect(200);
    return agent;
  };

  /** The right option of each question, read from the bank the way only the server can. */
  const key = async (assessmentId: string): Promise<Map<string, number>> => {
    const rows: { id: string; correct_index: number }[] = await db.query(
      `SELECT id, correct_index FROM assessment_questions WHERE assessment_id = $1`,
      [assessmentId],
    );
    return new Map(rows.map((row) => [row.id, row.correct_index]));
  };

  /** Answers with `correct` questions right and every other one wrong. */
  const answers = async (assessmentId: string, attempt: AssessmentAttempt, correct: number) => {
    const right = await key(assessmentId);
    return Object.fromEntries(
      attempt.questions.map((question, i) => {
        const answer = right.get(question.id)!;
        return [question.id, i < correct ? answer : (answer + 1) % question.options.length];
      }),
    );
  };

  const start = async (agent: TestAgent, id = HMS): Promise<AssessmentAttempt> =>
    (await agent.post(`/api/assessments/${id}/start`).expect(200)).body;

  const take = async (agent: TestAgent, correct: number, id = HMS): Promise<AssessmentResults> => {
    const attempt = await start(agent, id);
    return (
      await agent
        .post(`/api/assessments/${id}/submit`)
        .send({ attemptId: attempt.attemptId, answers: await answers(id, attempt, correct) })
        .expect(200)
    ).body.result;
  };

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-assessments` }),
    );
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the vocational and popular-skill assessments, each with at least 12 questions', async () => {
    const student = await newStudent();
    const list: Assessment[] = (await student.get('/api/assessments').expect(200)).body.assessments;

    expect(list.map((a) => a.id)).toEqual(expect.arrayContaining(VOCATIONAL));
    expect(list.map((a) => a.skill)).toEqual(expect.arrayContaining(POPULAR));
    for (const assessment of list) {
      expect(assessment.totalQuestions).toBeGreaterThanOrEqual(12);
      expect(assessment).toMatchObject({ status: 'not_started', lastAttempt: null, progress: 0 });
      expect(assessment.badge.name).toBeTruthy();
    }
    await request(app.getHttpServer()).get('/api/assessments').expect(401);
    await student.get('/api/assessments/finnes-ikke').expect(404);
  });

  it('never sends the answers before submit, and continues a started attempt', async () => {
    const student = await newStudent();
    const attempt = await start(student);
    const explanations: { explanation: string }[] = await db.query(
      `SELECT explanation FROM assessment_questions WHERE assessment_id = $1`,
      [HMS],
    );
    const sent = JSON.stringify([
      attempt,
      (await student.get(`/api/assessments/${HMS}`).expect(200)).body.assessment,
      (await student.get('/api/assessments').expect(200)).body.assessments,
    ]);
    expect(sent).not.toMatch(/correct|explanation/i);
    for (const { explanation } of explanations) expect(sent).not.toContain(explanation);
    expect(attempt.questions.map((q) => Object.keys(q).sort())).toEqual(
      attempt.questions.map(() => ['id', 'options', 'question']),
    );
    await student.get(`/api/assessments/${HMS}/results`).expect(404);

    const [first] = attempt.questions;
    await student
      .put(`/api/assessments/${HMS}/progress`)
      .send({ attemptId: attempt.attemptId, answers: { [first.id]: 1 }, currentIndex: 1 })
      .expect(200);
    const again = await start(student);
    expect(again).toMatchObject({
      attemptId: attempt.attemptId,
      answers: { [first.id]: 1 },
      currentIndex: 1,
    });
    expect(again.questions).toEqual(attempt.questions);
    const card: Assessment = (await student.get(`/api/assessments/${HMS}`).expect(200)).body
      .assessment;
    expect(card.status).toBe('in_progress');
    expect(card.progress).toBeGreaterThan(0);
  });

  it('scores on the server and refuses a second submit of the same attempt', async () => {
    const student = await newStudent();
    const attempt = await start(student);
    const total = attempt.questions.length;
    const body = { attemptId: attempt.attemptId, answers: await answers(HMS, attempt, 9) };

    const results: AssessmentResults = (
      await student.post(`/api/assessments/${HMS}/submit`).send(body).expect(200)
    ).body.result;

    expect(results).toMatchObject({
      assessmentTitle: 'HMS på arbeidsplassen',
      correctAnswers: 9,
      totalQuestions: total,
      score: Math.round((9 / total) * 100),
    });
    expect(results.questions).toHaveLength(total);
    expect(results.questions.filter((q) => q.isCorrect)).toHaveLength(9);
    for (const question of results.questions) {
      expect(question.explanation.length).toBeGreaterThan(10);
      expect(question.correctAnswer).toBeTruthy();
    }
    const second = await student
      .post(`/api/assessments/${HMS}/submit`)
      .send({ ...body, answers: await answers(HMS, attempt, total) })
      .expect(409);
    expect(second.body.message).toBe(ASSESSMENT_MESSAGES.alreadySubmitted);
    expect((await student.get(`/api/assessments/${HMS}/results`).expect(200)).body.score).toBe(
      results.score,
    );

    const other = await newStudent();
    await other.post(`/api/assessments/${HMS}/submit`).send(body).expect(404);
  });

  it('takes the spec’s {answers, time_taken} for the open attempt, and measures the time itself', async () => {
    const student = await newStudent();
    const attempt = await start(student);
    await db.query(
      `UPDATE assessment_attempts SET started_at = now() - interval '95 seconds' WHERE id = $1`,
      [attempt.attemptId],
    );

    const results: AssessmentResults = (
      await student
        .post(`/api/assessments/${HMS}/submit`)
        .send({ answers: {}, time_taken: 3 })
        .expect(200)
    ).body.result;

    expect(results.timeSpent).toBeGreaterThanOrEqual(95);
    expect(results.timeSpent).toBeLessThan(110);
    expect(results).toMatchObject({ score: 0, correctAnswers: 0 });
    const [entry] = (await student.get('/api/assessments/history').expect(200)).body.history;
    expect(entry).toMatchObject({ assessmentId: HMS, timeSpent: results.timeSpent });
  });

  it('ranks each student’s best attempt among every student’s best', async () => {
    const id = 'sql';
    const [a, b, c, d] = await Promise.all([
      newStudent(),
      newStudent(),
      newStudent(),
      newStudent(),
    ]);
    await take(a, 3, id);
    await take(a, 12, id);
    await take(b, 6, id);
    await take(c, 12, id);
    await take(d, 9, id);
    // A business may try a test as well; students are ranked among students only.
    const business = { email: 'bedrift-tester@yrkesbro.test', password: 'Bedrift12345' };
    await createUser(app, { ...business, role: 'business' });
    await take(await signedInAgent(app, business.email, business.password), 6, id);
    // a's later, worse attempt: the results show it, the percentile still ranks the best.
    const latest = await take(a, 0, id);

    expect(latest).toMatchObject({ score: 0, bestScore: 100 });
    // Bests 100, 50, 100, 75: below 100 are two of four, tied with it two (half counts).
    expect(latest.percentile).toBe(75);
    const ofB: AssessmentResults = (await b.get(`/api/assessments/${id}/results`).expect(200)).body;
    expect(ofB.percentile).toBe(13);
    const ofD: AssessmentResults = (await d.get(`/api/assessments/${id}/results`).expect(200)).body;
    expect(ofD.percentile).toBe(38);
    const stats = (await a.get(`/api/assessments/${id}/stats`).expect(200)).body.statistics;
    expect(stats).toMatchObject({ attempts: 3, bestScore: 100, lastScore: 0, participants: 4 });
  });

  it('awards the badge once at 80 or more and not below, on the profile and the public profile', async () => {
    const student = await newStudent();
    const viewer = await newStudent();
    const total = (await start(student)).questions.length;
    const atLeast80 = Math.ceil(total * 0.8);

    const below = await take(student, atLeast80 - 1);
    expect(below.score).toBeLessThan(80);
    expect(below.earnedBadges).toEqual([]);
    expect((await student.get('/api/users/badges').expect(200)).body).toEqual([]);
    const before = (await student.get('/api/users/profile').expect(200)).body;

    const passed = await take(student, atLeast80);
    expect(passed.score).toBeGreaterThanOrEqual(80);
    expect(passed.earnedBadges).toEqual([expect.objectContaining({ id: HMS, name: 'HMS-kyndig' })]);
    await take(student, total);

    const badges = (await student.get('/api/users/badges').expect(200)).body;
    expect(badges.map((badge: { name: string }) => badge.name)).toEqual(['HMS-kyndig']);
    const own = (await student.get('/api/users/profile').expect(200)).body;
    expect(own.completionPercentage).toBe(before.completionPercentage + 5);
    const seen: PublicStudentProfile = (
      await viewer.get(`/api/users/profile/${own.id}`).expect(200)
    ).body;
    expect(seen.badges.map((badge) => badge.name)).toEqual(['HMS-kyndig']);
    expect(seen.badges_count).toBe(1);
    const scores = (await viewer.get(`/api/assessments/users/${own.user_id}/scores`).expect(200))
      .body;
    expect(scores).toEqual([
      expect.objectContaining({ assessmentId: HMS, title: 'HMS på arbeidsplassen', score: 100 }),
    ]);
  });

  it('shows others a failed test of nobody: a blank submission stays the student’s own', async () => {
    const student = await newStudent();
    const viewer = await newStudent();
    await start(student);
    expect((await take(student, 0)).score).toBe(0);
    const userId = (await student.get('/api/users/profile').expect(200)).body.user_id;
    const path = `/api/assessments/users/${userId}/scores`;
    expect((await viewer.get(path).expect(200)).body).toEqual([]);
    expect((await student.get(path).expect(200)).body).toEqual([
      expect.objectContaining({ assessmentId: HMS, score: 0 }),
    ]);
  });

  it('keeps the student’s feedback', async () => {
    const student = await newStudent();
    expect((await student.get(`/api/assessments/${HMS}/feedback`).expect(200)).body).toEqual({
      feedback: null,
    });
    await student.post(`/api/assessments/${HMS}/feedback`).send({ rating: 6 }).expect(400);
    await student
      .post(`/api/assessments/${HMS}/feedback`)
      .send({ rating: 4, comment: 'Nyttige spørsmål' })
      .expect(201);
    expect(
      (await student.get(`/api/assessments/${HMS}/feedback`).expect(200)).body.feedback,
    ).toMatchObject({ rating: 4, comment: 'Nyttige spørsmål' });
  });
});
