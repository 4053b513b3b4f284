import { UnauthorizedException } from '@nestjs/common';
import type { JwtService } from '@nestjs/jwt';
import type { Transactions } from '../../database/transactions';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { EndedSessions } from './ended-sessions';
import type { RefreshToken } from './entities/refresh-token.entity';
import type { RefreshTokensRepository } from './refresh-tokens.repository';
import { SESSION_LIFETIME_MS } from './session-policy';
import { SessionEvents } from './session-events';
import type { SessionsEnded } from './session-events';
import { SessionsService } from './sessions.service';

/** The refresh_tokens table in memory, with the same claim-once semantics as the SQL. */
class FakeRefreshTokens {
  rows: RefreshToken[] = [];
  private next = 0;

  async findById(id: string) {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async insert(
    fields: Pick<RefreshToken, 'userId' | 'familyId' | 'tokenHash' | 'persistent' | 'expiresAt'>,
  ) {
    const id = `00000000-0000-4000-8000-${String(++this.next).padStart(12, '0')}`;
    const row = { ...fields, id, rotatedAt: null, revokedAt: null, createdAt: new Date() };
    this.rows.push(row as RefreshToken);
    return row as RefreshToken;
  }

  async findLiveInFamily(userId: string, familyId: string, now: Date) {
    const live = (row: RefreshToken) =>
      row.userId === userId &&
      row.familyId === familyId &&
      !row.revokedAt &&
      !row.rotatedAt &&
      row.expiresAt > now;
    return this.rows.find(live) ?? null;
  }

  async claimForRotation(id: string, at: Date) {
    const row = this.rows.find((r) => r.id === id && !r.rotatedAt);
    if (row) row.rotatedAt = at;
    return Boolean(row);
  }

  async revokeFamily(familyId: string, at: Date) {
    for (const row of this.rows)
      if (row.familyId === familyId && !row.revokedAt) row.revokedAt = at;
  }

  async revokeAllOfUser(userId: string, at: Date) {
    for (const row of this.rows) if (row.userId === userId && !row.revokedAt) row.revokedAt = at;
  }
}

const user = { id: 'u1', role: 'student', tokenVersion: 3 } as User;

function setup() {
  const tokens = new FakeRefreshTokens();
  const users = { findById: jest.fn(async () => user), endAllAccess: jest.fn(async () => {}) };
  // Committed at once: what waits for the commit runs when the work is done.
  const committed: (() => Promise<void>)[] = [];
  const transactions = {
    run: jest.fn(async (work: () => Promise<unknown>) => {
      const result = await work();
      for (const then of committed.splice(0)) await then();
      return result;
    }),
    afterCommit: jest.fn(async (then: () => Promise<void>) => void committed.push(then)),
  };
  const jwt = { signAsync: jest.fn(async (payload: object) => `jwt:${JSON.stringify(payload)}`) };
  const endedIds = new Set<string>();
  const ended = { end: jest.fn(async (id: string) => void endedIds.add(id)) };
  const events = new SessionEvents();
  const told: SessionsEnded[] = [];
  events.listen(async (event) => void told.push(event));
  const sessions = new SessionsService(
    tokens as unknown as RefreshTokensRepository,
    users as unknown as UsersService,
    transactions as unknown as Transactions,
    jwt as unknown as JwtService,
    ended as unknown as EndedSessions,
    events,
  );
  return { sessions, tokens, users, transactions, jwt, endedIds, told };
}

describe('SessionsService', () => {
  it('starts a session whose access token carries the token version and whose refresh token is stored hashed', async () => {
    const { sessions, tokens } = setup();
    const issued = await sessions.start(user, false);
    expect(issued.accessToken).toContain('"ver":3');
    const [id, secret] = issued.refreshToken.split('.');
    expect(tokens.rows[0].id).toBe(id);
    expect(tokens.rows[0].tokenHash).not.toContain(secret);
    expect(tokens.rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lasts a day without "Husk meg" and 30 days with it', async () => {
    const { sessions } = setup();
    const before = Date.now();
    const short = await sessions.start(user, false);
    const long = await sessions.start(user, true);
    expect(short.refreshExpiresAt.getTime() - before).toBeGreaterThanOrEqual(
      SESSION_LIFETIME_MS.session - 1000,
    );
    expect(short.refreshExpiresAt.getTime() - before).toBeLessThanOrEqual(
      SESSION_LIFETIME_MS.session + 1000,
    );
    expect(long.refreshExpiresAt.getTime() - before).toBeGreaterThanOrEqual(
      SESSION_LIFETIME_MS.persistent - 1000,
    );
  });

  it('rotates a refresh token into a new one of the same family, keeping the family end', async () => {
    const { sessions, tokens } = setup();
    const first = await sessions.start(user, true);
    const second = await sessions.rotate(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(tokens.rows[1].familyId).toBe(tokens.rows[0].familyId);
    expect(second.refreshExpiresAt).toEqual(first.refreshExpiresAt);
  });

  it('names the session in the access token, and logout ends it for access tokens too', async () => {
    const { sessions, tokens, endedIds } = setup();
    const issued = await sessions.start(user, false);
    const familyId = tokens.rows[0].familyId;
    expect(issued.accessToken).toContain(`"sid":"${familyId}"`);
    await sessions.end(issued.refreshToken);
    expect(endedIds).toEqual(new Set([familyId]));
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { sessions, tokens, endedIds } = setup();
    const first = await sessions.start(user, false);
    const second = await sessions.rotate(first.refreshToken);
    await expect(sessions.rotate(first.refreshToken)).rejects.toBeInstanceOf(UnauthorizedException);
    expect(tokens.rows.every((row) => row.revokedAt)).toBe(true);
    expect(endedIds.has(tokens.rows[0].familyId)).toBe(true);
    await expect(sessions.rotate(second.refreshToken)).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('refuses malformed, unknown, wrong-secret and expired tokens', async () => {
    const { sessions, tokens } = setup();
    const issued = await sessions.start(user, false);
    const [id] = issued.refreshToken.split('.');
    for (const presented of [undefined, '', 'abc', `${id}`, `${id}.wrong`, 'x'.repeat(36) + '.s']) {
      await expect(sessions.rotate(presented)).rejects.toBeInstanceOf(UnauthorizedException);
    }
    tokens.rows[0].expiresAt = new Date(Date.now() - 1);
    await expect(sessions.rotate(issued.refreshToken)).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('ends the family of a token on logout and nothing for an unknown one', async () => {
    const { sessions, tokens, told } = setup();
    const mine = await sessions.start(user, false);
    await sessions.start(user, false);
    await sessions.end('not-a-token');
    expect(tokens.rows.some((row) => row.revokedAt)).toBe(false);
    await sessions.end(mine.refreshToken);
    expect(tokens.rows.map((row) => Boolean(row.revokedAt))).toEqual([true, false]);
    // What holds the session open (the live socket) hears of it.
    expect(told).toEqual([{ sessionId: tokens.rows[0].familyId }]);
  });

  it('ends every session and raises the token version in one transaction', async () => {
    const { sessions, tokens, users, transactions, told } = setup();
    await sessions.start(user, false);
    await sessions.start(user, true);
    await sessions.endAll(user.id);
    expect(transactions.run).toHaveBeenCalledTimes(1);
    expect(tokens.rows.every((row) => row.revokedAt)).toBe(true);
    expect(users.endAllAccess).toHaveBeenCalledWith(user.id);
    // Told once committed, when a session trying again is refused.
    expect(transactions.afterCommit).toHaveBeenCalledTimes(1);
    expect(told).toEqual([{ userId: user.id, keep: undefined }]);
  });

  it('ends every session but the kept one, which goes on with new tokens to its old end', async () => {
    const { sessions, tokens, users, told } = setup();
    const kept = await sessions.start(user, true);
    const other = await sessions.start(user, false);
    const familyId = tokens.rows[0].familyId;
    users.findById.mockResolvedValueOnce({ ...user, tokenVersion: 4 } as User);

    const renewed = await sessions.endAllBut(user.id, familyId);
    expect(users.endAllAccess).toHaveBeenCalledWith(user.id);
    expect(renewed?.accessToken).toContain('"ver":4');
    expect(renewed?.accessToken).toContain(`"sid":"${familyId}"`);
    expect(renewed?.persistent).toBe(true);
    expect(renewed?.refreshExpiresAt).toEqual(kept.refreshExpiresAt);
    // Only the new token is live: the kept session's old one and the other session's are revoked.
    expect(tokens.rows.filter((row) => !row.revokedAt)).toEqual([
      expect.objectContaining({ familyId, id: renewed?.refreshToken.split('.')[0] }),
    ]);
    await expect(sessions.rotate(other.refreshToken)).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(sessions.rotate(kept.refreshToken)).rejects.toBeInstanceOf(UnauthorizedException);
    await sessions.rotate(renewed!.refreshToken);
    expect(told).toEqual([{ userId: user.id, keep: familyId }]);
  });

  it('keeps no session that had already ended, and still ends the rest', async () => {
    const { sessions, tokens } = setup();
    const ended = await sessions.start(user, false);
    await sessions.start(user, false);
    await sessions.end(ended.refreshToken);
    expect(await sessions.endAllBut(user.id, tokens.rows[0].familyId)).toBeNull();
    expect(tokens.rows.every((row) => row.revokedAt)).toBe(true);
  });
});
