import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '@yrkesbro/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../src/modules/auth/password-hasher';
import { User } from '../../src/modules/users/user.entity';

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

/** A supertest agent that has logged in and carries the session cookies. */
export async function signedInAgent(app: NestFastifyApplication, email: string, password: string) {
  const agent = request.agent(app.getHttpServer());
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
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
