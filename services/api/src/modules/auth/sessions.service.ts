import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { randomUUID } from 'node:crypto';
import { Transactions } from '../../database/transactions';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EndedSessions } from './ended-sessions';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { SessionEvents } from './session-events';
import { ACCESS_TOKEN_TTL_SECONDS, SESSION_LIFETIME_MS } from './session-policy';
import type { AccessTokenPayload, IssuedSession } from './session-policy';
import { randomToken, sha256 } from './secret-token';

const TOKEN_ID = /^[0-9a-f-]{36}$/;

/** Login sessions: short-lived access JWTs and rotating refresh tokens stored hashed. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly tokens: RefreshTokensRepository,
    private readonly users: UsersService,
    private readonly transactions: Transactions,
    private readonly jwt: JwtService,
    private readonly ended: EndedSessions,
    private readonly events: SessionEvents,
  ) {}

  start(user: User, persistent: boolean): Promise<IssuedSession> {
    return this.issue(user, randomUUID(), persistent);
  }

  /**
   * Exchanges a refresh token for a new pair. A token that was already exchanged is a stolen
   * copy or a replay: the whole family is revoked, which signs out the thief and the owner.
   */
  async rotate(presented: string | undefined): Promise<IssuedSession> {
    const refused = new UnauthorizedException(AUTH_MESSAGES.sessionExpired);
    const [id, secret] = (presented ?? '').split('.');
    if (!id || !secret || !TOKEN_ID.test(id)) throw refused;
    const row = await this.tokens.findById(id);
    if (!row || row.tokenHash !== sha256(secret)) throw refused;
    if (row.revokedAt || row.expiresAt <= new Date()) throw refused;
    // Claim the row atomically: of two refreshes racing with the same token, one wins.
    if (!(await this.tokens.claimForRotation(id, new Date()))) {
      await this.revoke(row.familyId);
      throw refused;
    }
    const user = await this.users.findById(row.userId);
    if (!user) throw refused;
    return this.issue(user, row.familyId, row.persistent, row.expiresAt);
  }

  /** Ends the session the refresh token belongs to (logout); an unknown token ends nothing. */
  async end(presented: string | undefined): Promise<void> {
    const [id] = (presented ?? '').split('.');
    if (!id || !TOKEN_ID.test(id)) return;
    const row = await this.tokens.findById(id);
    if (row) await this.revoke(row.familyId);
  }

  /** Access tokens already handed out to the session die with it, not when they expire. */
  private async revoke(familyId: string): Promise<void> {
    await this.tokens.revokeFamily(familyId, new Date());
    await this.ended.end(familyId);
    await this.events.ended({ sessionId: familyId });
  }

  /** Ends every session of the user, including access tokens already handed out. */
  endAll(userId: string): Promise<void> {
    return this.endAllOf(userId);
  }

  /**
   * Ends every session of the user but `keep` (a new password): every refresh token is revoked
   * and every access token already handed out dies with the token version, as `endAll`; the kept
   * session then goes on with a new pair under the new version, until its original end. Null
   * when `keep` has no token left that could be exchanged (it ended meanwhile).
   */
  async endAllBut(userId: string, keep: string): Promise<IssuedSession | null> {
    return this.transactions.run(async () => {
      const current = await this.tokens.findLiveInFamily(userId, keep, new Date());
      await this.endAllOf(userId, current ? keep : undefined);
      const user = await this.users.findById(userId);
      if (!current || !user) return null;
      return this.issue(user, keep, current.persistent, current.expiresAt);
    });
  }

  /**
   * Every session of the user but `keep` ends: refresh tokens revoked, the token version raised.
   * What holds a session open hears of it once that is committed, when a session that tries
   * again is refused.
   */
  private async endAllOf(userId: string, keep?: string): Promise<void> {
    await this.transactions.run(async () => {
      await this.tokens.revokeAllOfUser(userId, new Date());
      await this.users.endAllAccess(userId);
      await this.transactions.afterCommit(() => this.events.ended({ userId, keep }));
    });
  }

  /** The session an access token names: only for a token the guard has just verified. */
  sessionOf(accessToken: string | undefined): string | undefined {
    if (!accessToken) return undefined;
    return this.jwt.decode<AccessTokenPayload | null>(accessToken)?.sid;
  }

  /** A rotated token keeps its family's original end, so refreshing never extends a session forever. */
  private async issue(
    user: User,
    familyId: string,
    persistent: boolean,
    familyExpiresAt?: Date,
  ): Promise<IssuedSession> {
    const secret = randomToken();
    const expiresAt =
      familyExpiresAt ??
      new Date(
        Date.now() + (persistent ? SESSION_LIFETIME_MS.persistent : SESSION_LIFETIME_MS.session),
      );
    const row = await this.tokens.insert({
      userId: user.id,
      familyId,
      tokenHash: sha256(secret),
      persistent,
      expiresAt,
    });
    const payload: AccessTokenPayload = {
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
      sid: familyId,
    };
    const accessToken = await this.jwt.signAsync(payload, { expiresIn: ACCESS_TOKEN_TTL_SECONDS });
    return {
      user,
      accessToken,
      refreshToken: `${row.id}.${secret}`,
      persistent,
      refreshExpiresAt: expiresAt,
    };
  }
}
