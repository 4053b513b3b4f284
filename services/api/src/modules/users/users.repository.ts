import { Injectable } from '@nestjs/common';
import type { Role } from '@yrkesbro/contracts';
import { In, IsNull, MoreThanOrEqual, Not } from 'typeorm';
import { DatabaseContext } from '../../database/database-context';
import { UserCache } from './user-cache';
import { User } from './user.entity';

/** The `users` table. Every change to a row is told to the user cache once committed. */
@Injectable()
export class UsersRepository {
  constructor(
    private readonly db: DatabaseContext,
    private readonly cache: UserCache,
  ) {}

  private get users() {
    return this.db.repository(User);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** Every signed-in request reads its user: prepared once per connection. */
  findById(id: string): Promise<User | null> {
    return this.db.preparedEntity(User, 'user-by-id', 'id = $1', [id]);
  }

  /** The e-mail addresses of these users: a list of applicants shows them beside their names. */
  emailsOf(ids: string[]): Promise<{ id: string; email: string }[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.prepared(
      'user-emails-by-ids',
      'SELECT id, email FROM users WHERE id = ANY($1::uuid[])',
      [ids],
    );
  }

  insert(fields: Pick<User, 'email' | 'passwordHash' | 'role' | 'emailVerifiedAt'>): Promise<User> {
    return this.users.save(this.users.create(fields));
  }

  async update(
    id: string,
    fields: Partial<Pick<User, 'passwordHash' | 'emailVerifiedAt'>>,
  ): Promise<void> {
    await this.changing(id, () => this.users.update({ id }, fields));
  }

  async markVerifiedIfUnverified(id: string, at: Date): Promise<void> {
    await this.changing(id, () =>
      this.users.update({ id, emailVerifiedAt: IsNull() }, { emailVerifiedAt: at }),
    );
  }

  async incrementTokenVersion(id: string): Promise<void> {
    await this.changing(id, () => this.users.increment({ id }, 'tokenVersion', 1));
  }

  async verifiedEmails(role: Role): Promise<string[]> {
    const rows = await this.users.find({
      select: { email: true },
      where: { role, emailVerifiedAt: Not(IsNull()) },
      order: { email: 'ASC' },
    });
    return rows.map((row) => row.email);
  }

  countByRole(role: Role): Promise<number> {
    return this.users.countBy({ role });
  }

  countCreatedSince(roles: Role[], since: Date): Promise<number> {
    return this.users.countBy({ role: In(roles), createdAt: MoreThanOrEqual(since) });
  }

  /**
   * Tells the cache once the change is committed, and even when the write failed outside a
   * transaction: a commit whose answer was lost changed the row all the same, and dropping a
   * user that did not change costs one read.
   */
  private async changing(id: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } finally {
      await this.db.afterCommit(() => this.cache.changed(id));
    }
  }
}
