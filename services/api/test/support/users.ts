import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '@yrkesbro/contracts';
import { generate } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/modules/auth/password-hasher';
import { UserCache } from '../../src/modules/users/user-cache';
import { User } from '../../src/modules/users/user.entity';
import { UsersRepository } from '../../src/modules/users/users.repository';
import { waitFor } from './mail-catcher';

/** Inserts a user straight into the database (verified unless told otherwise). */
export async function createUser(
  app: NestFastifyApplication,
  {
    email,
    password,
    role,
    verified = true,
  }: { email: string; password: string; role: Role; verified?: boolean },
): Promise<User> {
  const users = app.get(DataSource).getRepository(User);
  return users.save(
    users.create({
      email,
      passwordHash: await hashPassword(password),
      role,
      emailVerifiedAt: verified ? new Date() : null,
    }),
  );
}

/**
 * A supertest agent that has logged in and carries the session cookies. An account with a
 * second factor gets a real code from its authenticator below; the admin without one enrols
 * first, as on a first login.
 */
export async function signedInAgent(app: NestFastifyApplication, email: string, password: string) {
  const agent = request.agent(app.getHttpServer());
  const login = await agent.post('/api/auth/login').send({ email, password }).expect(200);
  if (login.body.step === 'enrol') {
    const setup = await agent.post('/api/auth/2fa/enrolment').expect(200);
    const code = await authenticators.add(email, setup.body.secret).nextCode();
    const enrolled = await agent.post('/api/auth/2fa/enrolment/confirm').send({ code }).expect(200);
    authenticators.of(email).recoveryCodes = enrolled.body.recoveryCodes;
  } else if (login.body.step === 'verify') {
    const code = await authenticators.of(email).nextCode();
    await agent.post('/api/auth/2fa/verify').send({ code }).expect(200);
  }
  return agent;
}

/** A verified business, signed in, with its company profile made (in Bergen, the first yrke). */
export async function signedInCompany(
  app: NestFastifyApplication,
  { email, name, orgnr }: { email: string; name: string; orgnr: string },
): Promise<{ agent: Awaited<ReturnType<typeof signedInAgent>>; user: User }> {
  const user = await createUser(app, { email, password: 'Bedrift12', role: 'business' });
  const agent = await signedInAgent(app, email, 'Bedrift12');
  const vocation = (await request(app.getHttpServer()).get('/api/vocations')).body[0].id;
  await agent
    .post('/api/businesses')
    .field({
      company_name: name,
      description: 'Bedrift',
      industry: String(vocation),
      location: 'Bergen',
      website: 'https://x.no',
      organization_number: orgnr,
    })
    .expect(201);
  return { agent, user };
}

/**
 * Publishes an apprenticeship in Bergen for the signed-in company, in the first vocation; its
 * uuid. Only the texts that tell one spec's jobs from another's are given.
 */
export async function publishedJob(
  app: NestFastifyApplication,
  company: Awaited<ReturnType<typeof signedInAgent>>,
  job: { title: string; description: string; requirements: string },
): Promise<string> {
  const vocation = (await request(app.getHttpServer()).get('/api/vocations')).body[0].id;
  const { body } = await company
    .post('/api/businesses/jobs')
    .send({
      ...job,
      location: 'Bergen',
      salary_min: 1,
      salary_max: 2,
      vocation_id: vocation,
      job_type: 'apprenticeship',
    })
    .expect(201);
  return body.uuid;
}

/** Reads one cookie's value from a response's Set-Cookie headers. */
export function cookieValue(
  setCookie: string | string[] | undefined,
  name: string,
): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0].slice(name.length + 1);
}

/**
 * The authenticator app of each account that set up a second factor in this test file. A code
 * is accepted once, so a second login in the same 30 seconds takes the next step's code (the
 * API allows one step of clock drift) and, past that, a recovery code.
 */
export class Authenticator {
  recoveryCodes: string[] = [];
  private lastStep = 0;

  constructor(readonly secret: string) {}

  async nextCode(): Promise<string> {
    const now = Math.floor(Date.now() / 1000 / 30);
    const step = Math.max(now, this.lastStep + 1);
    if (step > now + 1) {
      const recovery = this.recoveryCodes.shift();
      if (!recovery) throw new Error('Ingen ubrukte koder igjen i denne halvminutten');
      return recovery;
    }
    this.lastStep = step;
    return generate({ secret: this.secret, epoch: step * 30 });
  }
}

export const authenticators = {
  byEmail: new Map<string, Authenticator>(),
  add(email: string, secret: string): Authenticator {
    const authenticator = new Authenticator(secret);
    this.byEmail.set(email, authenticator);
    return authenticator;
  },
  of(email: string): Authenticator {
    const authenticator = this.byEmail.get(email);
    if (!authenticator) throw new Error(`${email} har ingen autentiseringsapp i denne testen`);
    return authenticator;
  },
};

/**
 * Makes the signed-in request `asTheUser` until the API answers it from its user cache
 * (UserCache) without reading the user, so that a test of a change to the user sees the cache
 * let go of it, not a first read. The cache listens from its first read and keeps users only
 * while it listens.
 */
export async function userKept(
  app: NestFastifyApplication,
  asTheUser: () => Promise<{ status: number }>,
): Promise<void> {
  const cache = app.get(UserCache);
  expect((await asTheUser()).status).toBe(200);
  await waitFor(() => cache.listening);
  expect((await asTheUser()).status).toBe(200);
  const reads = jest.spyOn(app.get(UsersRepository), 'findById');
  try {
    expect((await asTheUser()).status).toBe(200);
    expect(reads).not.toHaveBeenCalled();
  } finally {
    reads.mockRestore();
  }
}
