import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SubscriptionStatus } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createUser } from './users';

let counter = 0;

export interface SeededStudent {
  uuid: string;
  userId: string;
  email: string;
}

/**
 * A student with a filled-in profile, written straight to the tables (the profile's own API
 * is tested elsewhere); `joinedHoursAgo` backdates the profile for early access.
 */
export async function seedStudent(
  app: NestFastifyApplication,
  profile: {
    name: string;
    location?: string;
    headline?: string;
    completion?: number;
    vocationIds?: number[];
    joinedHoursAgo?: number;
  },
): Promise<SeededStudent> {
  const email = `elev${++counter}-${Date.now()}@elev.test`;
  const user = await createUser(app, { email, password: 'Elev1234', role: 'student' });
  const db = app.get(DataSource);
  const [{ id }] = await db.query(
    `INSERT INTO student_profiles (user_id, school, name, location, headline, bio, completion, created_at)
     VALUES ($1, 'Bergen tekniske fagskole', $2, $3, $4, 'Motivert og pliktoppfyllende.', $5,
             now() - make_interval(hours => $6)) RETURNING id`,
    [
      user.id,
      profile.name,
      profile.location ?? null,
      profile.headline ?? null,
      profile.completion ?? 0,
      profile.joinedHoursAgo ?? 24 * 7,
    ],
  );
  for (const [i, vocationId] of (profile.vocationIds ?? []).entries()) {
    await db.query(
      `INSERT INTO student_skills (student_id, skill_name, proficiency, vocation_id) VALUES ($1, $2, 60, $3)`,
      [id, `Ferdighet ${i + 1}`, vocationId],
    );
  }
  return { uuid: id, userId: user.id, email };
}

/** Buys a plan through the test checkout the way a browser does: start, pay, come back, verify. */
export async function buyPlan(
  app: NestFastifyApplication,
  business: TestAgent,
  priceId: number,
): Promise<SubscriptionStatus> {
  const sessionId = await paidSession(app, business, priceId);
  return (await business.post('/api/subscription/verify-session').send({ sessionId }).expect(200))
    .body;
}

/** A checkout paid on the test page but not yet verified; answers its session id. */
export async function paidSession(
  app: NestFastifyApplication,
  business: TestAgent,
  priceId: number,
  location = '/business/dashboard',
): Promise<string> {
  const { url } = (
    await business
      .post('/api/subscription/create-checkout-session')
      .send({ priceId, location })
      .expect(200)
  ).body;
  const paid = await request(app.getHttpServer())
    .post(`${url}/pay`)
    .set('content-type', 'text/plain')
    .send('')
    .expect(303);
  const back = new URL(paid.headers.location, 'http://yrkesbro.test');
  return back.searchParams.get('session_id')!;
}
