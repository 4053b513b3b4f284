import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DatabaseContext } from '../src/database/database-context';
import { StudentProfile } from '../src/modules/students/student-profile.entity';
import { User } from '../src/modules/users/user.entity';
import { startTestApp } from './support/test-app';

describe('DatabaseContext', () => {
  let app: NestFastifyApplication;
  let db: DatabaseContext;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.get(DatabaseContext);
  });

  afterAll(async () => {
    await app.close();
  });

  it('reads an entity exactly as TypeORM does, every column and type included', async () => {
    const users = db.repository(User);
    const saved = await users.save(
      users.create({
        email: 'prepared@yrkesbro.test',
        passwordHash: 'hash',
        role: 'student',
        emailVerifiedAt: new Date('2026-01-02T03:04:05Z'),
      }),
    );
    await users.update(saved.id, { tokenVersion: 3 });

    const [read] = await db.preparedEntities(User, 'spec-user-by-id', 'id = $1', [saved.id]);

    expect(read).toBeInstanceOf(User);
    expect(read).toEqual(await users.findOneByOrFail({ id: saved.id }));
    expect(read.tokenVersion).toBe(3);
    expect(read.emailVerifiedAt).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  it('reads an entity whose column is also the join column of a relation as TypeORM does', async () => {
    const user = await db
      .repository(User)
      .save({ email: 'profile@yrkesbro.test', passwordHash: 'hash', role: 'student' });
    const profiles = db.repository(StudentProfile);
    const saved = await profiles.save(
      profiles.create({
        userId: user.id,
        school: 'Bergen katedralskole',
        name: 'Ada',
        bio: 'Tømrer',
      }),
    );

    const [read] = await db.preparedEntities(StudentProfile, 'spec-profile', 'user_id = $1', [
      user.id,
    ]);

    expect(read).toEqual(await profiles.findOneByOrFail({ userId: user.id }));
    expect(read.id).toBe(saved.id);
    expect(read.userId).toBe(user.id);
  });

  it('answers no entity when none matches, and runs inside a transaction too', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await db.preparedEntities(User, 'spec-user-by-id', 'id = $1', [missing])).toEqual([]);
    await db.transaction(async () => {
      expect(await db.preparedEntities(User, 'spec-user-by-id', 'id = $1', [missing])).toEqual([]);
    });
  });

  describe('afterCommit', () => {
    const email = (name: string) => `${name}@after-commit.test`;
    /** What a query on another connection sees of the user, when `then` runs. */
    const seenElsewhere = (address: string) =>
      app
        .get(DatabaseContext)
        .prepared('spec-user-by-email', 'SELECT id FROM users WHERE email = $1', [address])
        .then((rows) => rows.length);

    it('runs at once outside a transaction', async () => {
      const ran: string[] = [];
      await db.afterCommit(async () => void ran.push('now'));
      expect(ran).toEqual(['now']);
    });

    it('runs after the commit, when other connections see the change, in the order given', async () => {
      const seen: number[] = [];
      await db.transaction(async () => {
        await db
          .repository(User)
          .save({ email: email('committed'), passwordHash: 'hash', role: 'student' });
        await db.afterCommit(async () => void seen.push(await seenElsewhere(email('committed'))));
        await db.afterCommit(async () => void seen.push(2));
        // Not yet: the transaction is still open.
        expect(seen).toEqual([]);
      });
      expect(seen).toEqual([1, 2]);
    });

    it('runs at once for work begun in a transaction that outlives it', async () => {
      const ran: string[] = [];
      let outliving = Promise.resolve();
      await db.transaction(async () => {
        outliving = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
          db.afterCommit(async () => void ran.push('late')),
        );
      });
      await outliving;
      expect(ran).toEqual(['late']);
    });

    it('never runs for a transaction rolled back', async () => {
      const ran: string[] = [];
      await expect(
        db.transaction(async () => {
          await db
            .repository(User)
            .save({ email: email('rolled-back'), passwordHash: 'hash', role: 'student' });
          await db.afterCommit(async () => void ran.push('committed'));
          throw new Error('avbrutt');
        }),
      ).rejects.toThrow('avbrutt');
      expect(ran).toEqual([]);
      expect(await seenElsewhere(email('rolled-back'))).toBe(0);
    });
  });
});
