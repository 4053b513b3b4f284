import { Injectable } from '@nestjs/common';
import type { AuthUser, Role } from '@yrkesbro/contracts';
import { UserCache } from './user-cache';
import type { User } from './user.entity';
import { UsersRepository } from './users.repository';

/** Accounts as rows: other domains create, find and change users only through here. */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly cache: UserCache,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  findById(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** The user an access token names, as lately read (see UserCache): for every signed-in request. */
  findSignedIn(id: string): Promise<User | null> {
    return this.cache.get(id, (userId) => this.users.findById(userId));
  }

  /** The e-mail address of each of these users that exists, by id. */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    const rows = await this.users.emailsOf([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /** A new account; its e-mail is unproven until the verification link is followed. */
  create(email: string, passwordHash: string, role: Role): Promise<User> {
    return this.users.insert({
      email: normalizeEmail(email),
      passwordHash,
      role,
      emailVerifiedAt: null,
    });
  }

  markEmailVerified(id: string): Promise<void> {
    return this.users.update(id, { emailVerifiedAt: new Date() });
  }

  /** A new password; following the reset link also proved the address is theirs. */
  async changePassword(id: string, passwordHash: string): Promise<void> {
    await this.users.update(id, { passwordHash });
    await this.users.markVerifiedIfUnverified(id, new Date());
  }

  /** Access tokens carry the version: raising it ends every session already handed out. */
  endAllAccess(id: string): Promise<void> {
    return this.users.incrementTokenVersion(id);
  }

  /** Addresses that proved they are real, for group mail. */
  verifiedEmails(role: Role): Promise<string[]> {
    return this.users.verifiedEmails(role);
  }

  countByRole(role: Role): Promise<number> {
    return this.users.countByRole(role);
  }

  /** Student and business accounts created at or after `since`: the admin's new sign-ups. */
  countSignupsSince(since: Date): Promise<number> {
    return this.users.countCreatedSince(['student', 'business'], since);
  }
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The only view of a user that ever leaves the API through auth. */
export function toAuthUser(user: User): AuthUser {
  return { id: user.id, email: user.email, role: user.role };
}
