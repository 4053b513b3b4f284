import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { User } from '../../src/modules/users/user.entity';

/** Inserts a verified user straight into the database, for tests that need one signed in. */
export async function createUser(
  app: NestFastifyApplication,
  { email, password, role }: { email: string; password: string; role: Role },
): Promise<User> {
  const users = app.get(DataSource).getRepository(User);
  return users.save(
    users.create({
      email,
      passwordHash: await new PasswordHasher().hash(password),
      role,
      emailVerifiedAt: new Date(),
    }),
  );
}
