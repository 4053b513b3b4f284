import type { UserCache } from './user-cache';
import type { User } from './user.entity';
import type { UsersRepository } from './users.repository';
import { toAuthUser, UsersService } from './users.service';

function setup() {
  const rows: User[] = [];
  const repository = {
    findByEmail: jest.fn(async (email: string) => rows.find((u) => u.email === email) ?? null),
    emailsOf: jest.fn(async (ids: string[]) =>
      rows.filter((u) => ids.includes(u.id)).map(({ id, email }) => ({ id, email })),
    ),
    insert: jest.fn(async (fields: Partial<User>) => {
      const user = { ...fields, id: `u${rows.length + 1}`, tokenVersion: 0 } as User;
      rows.push(user);
      return user;
    }),
    update: jest.fn(async () => {}),
    markVerifiedIfUnverified: jest.fn(async () => {}),
    countCreatedSince: jest.fn(async () => 3),
  };
  return {
    rows,
    repository,
    users: new UsersService(repository as unknown as UsersRepository, {} as UserCache),
  };
}

describe('UsersService', () => {
  it('stores and finds e-mail addresses trimmed and lower-cased, unverified at first', async () => {
    const { users, repository } = setup();
    const created = await users.create('  Kari@Example.NO ', 'hash', 'student');
    expect(created).toMatchObject({ email: 'kari@example.no', emailVerifiedAt: null });
    await expect(users.findByEmail('KARI@example.no ')).resolves.toBe(created);
    expect(repository.findByEmail).toHaveBeenCalledWith('kari@example.no');
  });

  it('marks the address proven when a reset link sets a new password', async () => {
    const { users, repository } = setup();
    await users.changePassword('u1', 'new-hash');
    expect(repository.update).toHaveBeenCalledWith('u1', { passwordHash: 'new-hash' });
    expect(repository.markVerifiedIfUnverified).toHaveBeenCalledWith('u1', expect.any(Date));
  });

  it("finds many users' e-mail addresses at once, each asked for once", async () => {
    const { users, repository } = setup();
    const a = await users.create('a@b.no', 'h', 'student');
    const found = await users.emailsOf([a.id, a.id, 'nobody']);
    expect([...found]).toEqual([[a.id, 'a@b.no']]);
    expect(repository.emailsOf).toHaveBeenCalledWith([a.id, 'nobody']);
  });

  it('counts new student and business accounts as sign-ups, never admins', async () => {
    const { users, repository } = setup();
    const since = new Date('2026-11-15T00:00:00Z');
    await expect(users.countSignupsSince(since)).resolves.toBe(3);
    expect(repository.countCreatedSince).toHaveBeenCalledWith(['student', 'business'], since);
  });

  it('lets only id, e-mail and role leave through auth', () => {
    const user = { id: 'u1', email: 'a@b.no', role: 'student', passwordHash: 'secret' } as User;
    expect(toAuthUser(user)).toEqual({ id: 'u1', email: 'a@b.no', role: 'student' });
  });
});
