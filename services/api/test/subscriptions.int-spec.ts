import { getQueueToken } from '@nestjs/bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { PublicStudentProfile, SubscriptionStatus } from '@yrkesbro/contracts';
import type { Queue } from 'bullmq';
import Stripe from 'stripe';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../src/config/config.module';
import { AlertDigest, DIGEST_JOB } from '../src/modules/subscriptions/alert-digest';
import { QUEUES } from '../src/infrastructure/queue/queue-names';
import { StudentAlertsRepository } from '../src/modules/subscriptions/student-alerts.repository';
import { MailService } from '../src/modules/mail/mail.service';
import { UsersService } from '../src/modules/users/users.service';
import { queuedMails } from './support/mail-jobs';
import { buyPlan, paidSession, seedStudent } from './support/plans';
import type { SeededStudent } from './support/plans';
import { startTestApp, startTestWorker, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

const DAY = 24 * 3600 * 1000;
const WEBHOOK_SECRET = 'whsec_test_secret_for_the_integration_test';

describe('the free quota, plans and payment', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let students: SeededStudent[];
  let showcase: SeededStudent;
  let student: TestAgent;
  let accounts = 0;

  /** A new signed-in business, so each test starts with a clean quota and no plan. */
  async function newBusiness(): Promise<{ agent: TestAgent; email: string; id: string }> {
    const email = `bedrift${++accounts}@firma.test`;
    const user = await createUser(app, { email, password: 'Bedrift1', role: 'business' });
    return { agent: await signedInAgent(app, email, 'Bedrift1'), email, id: user.id };
  }

  const view = (agent: TestAgent, who: SeededStudent) =>
    agent.get(`/api/users/profile/${who.uuid}`);

  beforeAll(async () => {
    app = await startTestApp(
      testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-subscriptions` }),
    );
    db = app.get(DataSource);
    students = [];
    for (let i = 0; i < 16; i++) {
      students.push(await seedStudent(app, { name: `Elev ${i + 1}`, location: 'Oslo' }));
    }
    showcase = students[0];
    await db.query(
      `UPDATE student_profiles SET video_url = '/api/uploads/videos/cv.mp4' WHERE id = $1`,
      [showcase.uuid],
    );
    await db.query(
      `INSERT INTO student_grades (student_id, subject, grade) VALUES ($1, 'Matematikk 1P', '5')`,
      [showcase.uuid],
    );
    await db.query(
      `INSERT INTO student_projects (student_id, title, description, image_urls)
       VALUES ($1, 'Sikringsskap', 'Koblet et sikringsskap', ARRAY['/api/uploads/projects/a.jpg'])`,
      [showcase.uuid],
    );
    await createUser(app, { email: 'kari@elev.test', password: 'Elev1234', role: 'student' });
    student = await signedInAgent(app, 'kari@elev.test', 'Elev1234');
  });

  afterAll(async () => {
    await app.close();
  });

  describe('the free quota', () => {
    it('lets a business open 10 distinct profiles, repeats free, and answers 402 for the 11th', async () => {
      const { agent } = await newBusiness();
      for (const who of students.slice(0, 10)) await view(agent, who).expect(200);
      await view(agent, students[0]).expect(200);
      await view(agent, students[9]).expect(200);
      const refused = await view(agent, students[10]).expect(402);
      expect(refused.body).toMatchObject({
        statusCode: 402,
        message: SUBSCRIPTION_MESSAGES.quotaUsed,
        currentUsage: 10,
        limit: 10,
      });
      await view(agent, students[3]).expect(200);
      const status: SubscriptionStatus = (await agent.get('/api/subscription').expect(200)).body;
      expect(status).toMatchObject({ plan: null, usage: { used: 10, limit: 10 } });
      expect(status.plans.map((plan) => [plan.name, plan.price, plan.priceId])).toEqual([
        ['Grunnleggende', 5000, 1],
        ['Standard', 10000, 2],
        ['Premium', 15000, 3],
      ]);
    });

    it('lets no parallel burst through past the limit', async () => {
      const { agent, id } = await newBusiness();
      const answers = await Promise.all(students.map((who) => view(agent, who)));
      const codes = answers.map((answer) => answer.status);
      expect(codes.filter((code) => code === 200)).toHaveLength(10);
      expect(codes.filter((code) => code === 402)).toHaveLength(6);
      const [{ count }] = await db.query(
        `SELECT count(*)::int AS count FROM profile_views WHERE business_user_id = $1`,
        [id],
      );
      expect(count).toBe(10);
    });

    it('is lifted by a plan, and the profile still leaves out what the plan does not include', async () => {
      const { agent } = await newBusiness();
      for (const who of students.slice(1, 11)) await view(agent, who).expect(200);
      await view(agent, students[11]).expect(402);
      const status = await buyPlan(app, agent, 1);
      expect(status.plan).toMatchObject({ priceId: 1, name: 'Grunnleggende' });
      await view(agent, students[11]).expect(200);
      await view(agent, students[15]).expect(200);
    });

    it("leaves out the business's own applicants: their profiles open past the quota and count nothing", async () => {
      const { agent } = await newBusiness();
      const vocation = (await agent.get('/api/vocations')).body[0].id;
      await agent
        .post('/api/businesses')
        .field({
          company_name: 'Søkerne AS',
          description: 'Bedrift',
          industry: String(vocation),
          location: 'Oslo',
          website: 'https://x.no',
          organization_number: '974 760 673',
        })
        .expect(201);
      const job = await agent
        .post('/api/businesses/jobs')
        .send({
          title: 'Lærling',
          description: 'Lærlingplass i Oslo.',
          requirements: 'Vg2',
          location: 'Oslo',
          salary_min: 1,
          salary_max: 2,
          vocation_id: vocation,
          job_type: 'apprenticeship',
        })
        .expect(201);
      const applicant = students[12];
      await (
        await signedInAgent(app, applicant.email, 'Elev1234')
      )
        .post(`/api/jobs/${job.body.uuid}/apply`)
        .send({ cover_letter: 'Jeg vil gjerne.', resume_url: 'https://cv.example.no/a' })
        .expect(201);
      await view(agent, applicant).expect(200);
      for (const who of students.slice(0, 10)) await view(agent, who).expect(200);
      await view(agent, students[13]).expect(402);
      const seen: PublicStudentProfile = (await view(agent, applicant).expect(200)).body;
      expect(seen.locked).toEqual(['portfolio', 'grades']);
      const status: SubscriptionStatus = (await agent.get('/api/subscription').expect(200)).body;
      expect(status.usage).toEqual({ used: 10, limit: 10 });
    });

    it('does not apply to students, who see other profiles but their grades', async () => {
      for (const who of students.slice(0, 12)) await view(student, who).expect(200);
      const seen: PublicStudentProfile = (await view(student, showcase).expect(200)).body;
      expect(seen.locked).toEqual(['grades']);
      expect(seen.grades).toBeUndefined();
      expect(seen.grades_count).toBe(1);
      expect(seen.projects).toHaveLength(1);
    });
  });

  describe('what each plan shows of a profile', () => {
    const seenWith = async (priceId: number | null): Promise<PublicStudentProfile> => {
      const { agent } = await newBusiness();
      if (priceId) await buyPlan(app, agent, priceId);
      return (await view(agent, showcase).expect(200)).body;
    };

    it('free quota and Grunnleggende: profile and contact, without portfolio and grades', async () => {
      for (const profile of [await seenWith(null), await seenWith(1)]) {
        expect(profile.locked).toEqual(['portfolio', 'grades']);
        expect(profile).not.toHaveProperty('grades');
        expect(profile).not.toHaveProperty('projects');
        expect(profile.video_resumes).toBeNull();
        // That there is a video behind the lock, like the counts, so a plan is offered for it.
        expect(profile.has_video_cv).toBe(true);
        expect(profile).toMatchObject({ name: 'Elev 1', grades_count: 1, projects_count: 1 });
        expect(profile.user_id).toBe(showcase.userId);
      }
    });

    it('Standard adds the portfolio: projects and the video CV', async () => {
      const profile = await seenWith(2);
      expect(profile.locked).toEqual(['grades']);
      expect(profile).not.toHaveProperty('grades');
      expect(profile.projects?.map((p) => p.project_title)).toEqual(['Sikringsskap']);
      expect(profile.video_resumes).toBe('/api/uploads/videos/cv.mp4');
    });

    it('Premium adds grades', async () => {
      const profile = await seenWith(3);
      expect(profile.locked).toEqual([]);
      expect(profile.grades?.map((g) => g.name)).toEqual(['Matematikk 1P']);
      expect(profile.projects).toHaveLength(1);
    });
  });

  describe('checkout and verify-session', () => {
    it('serves a test checkout page clearly labelled as a test payment', async () => {
      const { agent } = await newBusiness();
      const { url } = (
        await agent
          .post('/api/subscription/create-checkout-session')
          .send({ priceId: 2, location: '/profile/abc?x=1' })
          .expect(200)
      ).body;
      expect(url).toMatch(/^\/api\/subscription\/test-checkout\/test_[0-9a-f-]{36}$/);
      const page = await request(app.getHttpServer()).get(url).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['content-security-policy']).toContain("form-action 'self'");
      expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      // Under no-referrer a browser posts the buttons with `Origin: null`, which the CSRF check refuses.
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect(page.text).toContain('Testbetaling – ingen penger trekkes');
      expect(page.text).toContain('Standard');
      const canceled = await request(app.getHttpServer())
        .post(`${url}/cancel`)
        .set('content-type', 'text/plain')
        .send('')
        .expect(303);
      expect(canceled.headers.location).toBe('/profile/abc?x=1&canceled=true');
      // Back to the page afterwards: it says what became of the order, with no button to pay.
      const after = await request(app.getHttpServer()).get(url).expect(200);
      expect(after.text).toContain('Bestillingen av Yrkesbro Standard ble avbrutt.');
      expect(after.text).toContain('href="/profile/abc?x=1&#38;canceled=true"');
      expect(after.text).not.toContain('<form');
      const sessionId = url.split('/').pop();
      const unpaid = await agent
        .post('/api/subscription/verify-session')
        .send({ sessionId })
        .expect(409);
      expect(unpaid.body.message).toBe(SUBSCRIPTION_MESSAGES.sessionUnpaid);
    });

    it('refuses unknown plans, foreign return addresses and non-business callers', async () => {
      const { agent } = await newBusiness();
      const plan = await agent
        .post('/api/subscription/create-checkout-session')
        .send({ priceId: 4, location: '/business/dashboard' })
        .expect(400);
      expect(plan.body.message).toBe(SUBSCRIPTION_MESSAGES.choosePlan);
      for (const location of [
        '//evil.example/x',
        'https://evil.example',
        '/\\evil.example',
        'javascript:alert(1)',
      ]) {
        const refused = await agent
          .post('/api/subscription/create-checkout-session')
          .send({ priceId: 1, location })
          .expect(400);
        expect(refused.body.message).toBe(SUBSCRIPTION_MESSAGES.locationInvalid);
      }
      await student
        .post('/api/subscription/create-checkout-session')
        .send({ priceId: 1 })
        .expect(403);
      await request(app.getHttpServer()).get('/api/subscription').expect(401);
      await student.get('/api/subscription').expect(403);
    });

    it('activates a paid session once: a replay extends nothing', async () => {
      const { agent } = await newBusiness();
      const sessionId = await paidSession(app, agent, 1, '/business/dashboard?fane=plan');
      const first: SubscriptionStatus = (
        await agent.post('/api/subscription/verify-session').send({ sessionId }).expect(200)
      ).body;
      const again: SubscriptionStatus = (
        await agent.post('/api/subscription/verify-session').send({ sessionId }).expect(200)
      ).body;
      expect(again.plan).toEqual(first.plan);
      const end = new Date(first.plan!.endsAt).getTime();
      const start = new Date(first.plan!.startsAt).getTime();
      expect(end - start).toBeGreaterThanOrEqual(365 * DAY);
      expect(end - start).toBeLessThanOrEqual(366 * DAY);
      const pays = await Promise.all(
        [1, 2, 3].map(() =>
          agent.post('/api/subscription/verify-session').send({ sessionId }).expect(200),
        ),
      );
      expect(pays.map((answer) => answer.body.plan)).toEqual([first.plan, first.plan, first.plan]);
      const page = await request(app.getHttpServer())
        .get(`/api/subscription/test-checkout/${sessionId}`)
        .expect(200);
      expect(page.text).toContain('Bestillingen av Yrkesbro Grunnleggende er allerede betalt.');
      expect(page.text).toContain('href="/business/dashboard?fane=plan"');
      expect(page.text).not.toContain('<form');
    });

    it('activates nothing for a forged or another business’s session id', async () => {
      const owner = await newBusiness();
      const thief = await newBusiness();
      const sessionId = await paidSession(app, owner.agent, 3);
      const foreign = await thief.agent
        .post('/api/subscription/verify-session')
        .send({ sessionId })
        .expect(404);
      expect(foreign.body.message).toBe(SUBSCRIPTION_MESSAGES.sessionInvalid);
      for (const forged of ['test_00000000-0000-4000-8000-000000000000', 'cs_test_forged', 'x']) {
        const answer = await thief.agent
          .post('/api/subscription/verify-session')
          .send({ sessionId: forged })
          .expect(404);
        expect(answer.body.message).toBe(SUBSCRIPTION_MESSAGES.sessionInvalid);
      }
      expect((await thief.agent.get('/api/subscription')).body.plan).toBeNull();
      const missing = await thief.agent
        .post('/api/subscription/verify-session')
        .send({})
        .expect(400);
      expect(missing.body.message).toBe(SUBSCRIPTION_MESSAGES.sessionInvalid);
      await owner.agent.post('/api/subscription/verify-session').send({ sessionId }).expect(200);
    });

    it('queues a Norwegian receipt with the amount, the MVA and the period', async () => {
      const { agent, email } = await newBusiness();
      await buyPlan(app, agent, 2);
      const [mail] = await queuedMails(app, email);
      expect(mail.data.subject).toBe('Kvittering: Yrkesbro Standard');
      const text = mail.data.text.replace(/\s/g, ' ');
      expect(text).toContain('Beløp: 10 000,00 kr, inkludert MVA');
      expect(text).toContain('Herav MVA (25 %): 2 000,00 kr');
      expect(text).toMatch(/Periode: \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}/);
    });

    it('credits what is left of a running plan when upgrading, and the receipt says so', async () => {
      const { agent, id, email } = await newBusiness();
      await buyPlan(app, agent, 1);
      // Grunnleggende bought 73 days ago: 292 days (of 5000 kr/year) are left.
      await db.query(
        `UPDATE business_plans SET starts_at = now() - interval '73 days',
                ends_at = now() + interval '292 days' WHERE business_user_id = $1`,
        [id],
      );
      const before = Date.now();
      const upgraded = await buyPlan(app, agent, 3);
      expect(upgraded.plan?.priceId).toBe(3);
      const credit = (292 * DAY * 5000) / 15000;
      const yearLater = new Date(before);
      yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
      const expected = yearLater.getTime() + credit;
      expect(Math.abs(new Date(upgraded.plan!.endsAt).getTime() - expected)).toBeLessThan(60_000);
      const receipts = (await queuedMails(app, email)).map((mail) => mail.data.text);
      // 97.3 days past the year: the 97th or 98th day after it, as the clock stood at payment.
      expect(receipts.join('\n')).toMatch(
        /Plan: Premium \(ett år, og 9[78] dager for det som var igjen av Grunnleggende\)/,
      );
      expect(receipts.join('\n')).toContain('Plan: Grunnleggende (ett år)');
      const renewed = await buyPlan(app, agent, 3);
      const extra = new Date(renewed.plan!.endsAt).getTime() - expected;
      expect(Math.abs(extra - 365 * DAY)).toBeLessThan(DAY + 60_000);
    });
  });

  describe('e-mail alerts', () => {
    it('belong to the Premium plan', async () => {
      const { agent } = await newBusiness();
      const refused = await agent.get('/api/subscription/alerts').expect(403);
      expect(refused.body.message).toBe(SUBSCRIPTION_MESSAGES.alertsPremiumOnly);
      await buyPlan(app, agent, 2);
      await agent
        .put('/api/subscription/alerts')
        .send({ places: ['Bergen'] })
        .expect(403);
    });

    it('mail a premium business each new matching student once', async () => {
      const vocations: { id: number; name: string }[] = (
        await request(app.getHttpServer()).get('/api/vocations')
      ).body;
      const electrician = vocations.find((v) => v.name === 'Elektriker')!.id;
      const { agent, email } = await newBusiness();
      await buyPlan(app, agent, 3);
      expect((await agent.get('/api/subscription/alerts').expect(200)).body).toEqual({
        enabled: false,
        vocationIds: [],
        places: [],
      });
      const saved = await agent
        .put('/api/subscription/alerts')
        .send({ vocationIds: [electrician], places: ['Bergen', ' Bergen '] })
        .expect(200);
      expect(saved.body).toEqual({ enabled: true, vocationIds: [electrician], places: ['Bergen'] });

      await seedStudent(app, {
        name: 'Berit Bergen',
        location: 'Bergen sentrum',
        vocationIds: [electrician],
        joinedHoursAgo: 5,
      });
      await seedStudent(app, {
        name: 'Oda Oslo',
        location: 'Oslo',
        vocationIds: [electrician],
        joinedHoursAgo: 5,
      });
      await seedStudent(app, {
        name: 'Gammel Bergenser',
        location: 'Bergen',
        vocationIds: [electrician],
        joinedHoursAgo: 24 * 30,
      });
      const digest = new AlertDigest(
        app.get(APP_CONFIG, { strict: false }),
        app.get(StudentAlertsRepository, { strict: false }),
        app.get(UsersService, { strict: false }),
        app.get(MailService, { strict: false }),
      );
      const digestMails = async () =>
        (await queuedMails(app, email)).filter((job) => job.data.subject.includes('ny'));

      await digest.run();
      let mails = await digestMails();
      expect(mails).toHaveLength(1);
      expect(mails[0].data.subject).toBe('Yrkesbro: én ny student som passer for dere');
      expect(mails[0].data.text).toContain('Berit Bergen');
      expect(mails[0].data.text).not.toContain('Oda Oslo');
      expect(mails[0].data.text).not.toContain('Gammel Bergenser');

      await digest.run();
      expect(await digestMails()).toHaveLength(1);

      await seedStudent(app, {
        name: 'Bjørn Bergen',
        location: 'Bergen',
        vocationIds: [electrician],
        joinedHoursAgo: 1,
      });
      await digest.run();
      mails = await digestMails();
      expect(mails).toHaveLength(2);
      expect(mails[0].data.text).toContain('Bjørn Bergen');
      expect(mails[0].data.text).not.toContain('Berit Bergen');
    });
  });

  it('is scheduled by the worker every morning, once however often it starts', async () => {
    // A prefix of its own: this worker must not deliver the mails the other tests queued.
    const config = testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-alerts-worker` });
    let schedulers: unknown[] = [];
    for (let start = 0; start < 2; start++) {
      const worker = await startTestWorker(config);
      schedulers = await worker.get<Queue>(getQueueToken(QUEUES.studentAlerts)).getJobSchedulers();
      await worker.close();
    }
    expect(schedulers).toEqual([
      expect.objectContaining({
        key: 'student-alerts-daily',
        name: DIGEST_JOB,
        pattern: '0 7 * * *',
        tz: 'Europe/Oslo',
      }),
    ]);
  });

  describe('the Stripe adapter', () => {
    let stripeApp: NestFastifyApplication;
    const stripe = new Stripe('sk_test_not_used_for_calls');

    beforeAll(async () => {
      stripeApp = await startTestApp(
        testConfig({
          REDIS_PREFIX: `${process.env.REDIS_PREFIX}-subscriptions`,
          STRIPE_SECRET_KEY: 'sk_test_not_used_for_calls',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        }),
      );
    });

    afterAll(async () => {
      await stripeApp.close();
    });

    /** A checkout session Stripe would have created for the business. */
    async function stripeSession(businessId: string, id: string): Promise<void> {
      await db.query(
        `INSERT INTO checkout_sessions (id, business_user_id, price_id, amount, provider, location)
         VALUES ($1, $2, 2, 10000, 'stripe', '/business/dashboard')`,
        [id, businessId],
      );
    }

    function completed(sessionId: string, paymentStatus = 'paid'): string {
      return JSON.stringify({
        id: `evt_${sessionId}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus },
        },
      });
    }

    const post = (payload: string, signature: string) =>
      request(stripeApp.getHttpServer())
        .post('/api/subscription/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', signature)
        .send(payload);

    it('refuses a webhook whose signature does not hold, and activates nothing', async () => {
      const { agent, id } = await newBusiness();
      await stripeSession(id, 'cs_test_forged_signature');
      const payload = completed('cs_test_forged_signature');
      const forged = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_someone_else',
      });
      await post(payload, forged).expect(400);
      await post(payload, 't=1,v1=00').expect(400);
      const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      await post(completed('cs_test_other'), signed).expect(400);
      expect((await agent.get('/api/subscription')).body.plan).toBeNull();
    });

    it('activates on checkout.session.completed once, and verify-session then agrees', async () => {
      const { agent, id } = await newBusiness();
      await stripeSession(id, 'cs_test_paid');
      const unpaid = completed('cs_test_paid', 'unpaid');
      await post(
        unpaid,
        stripe.webhooks.generateTestHeaderString({ payload: unpaid, secret: WEBHOOK_SECRET }),
      ).expect(200);
      expect((await agent.get('/api/subscription')).body.plan).toBeNull();

      const payload = completed('cs_test_paid');
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      expect((await post(payload, signature).expect(200)).body).toEqual({ received: true });
      const first: SubscriptionStatus = (await agent.get('/api/subscription').expect(200)).body;
      expect(first.plan).toMatchObject({ priceId: 2, name: 'Standard' });
      await post(payload, signature).expect(200);
      const browser = await agent
        .post('/api/subscription/verify-session')
        .send({ sessionId: 'cs_test_paid' })
        .expect(200);
      expect(browser.body.plan).toEqual(first.plan);

      const other = completed('cs_test_not_ours');
      await post(
        other,
        stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }),
      ).expect(200);
    });

    it('has no test checkout while Stripe is configured', async () => {
      await request(stripeApp.getHttpServer())
        .get('/api/subscription/test-checkout/test_00000000-0000-4000-8000-000000000000')
        .expect(404);
    });
  });
});
