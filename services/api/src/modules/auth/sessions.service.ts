import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { User } from '../users/user.entity';
import { ACCESS_TOKEN_TTL_SECONDS } from './auth-cookies';
import { RefreshToken } from './entities/refresh-token.entity';
import { randomToken, sha256 } from './secret-token';

const DAY_MS = 24 * 3600 * 1000;
/** "Husk meg" keeps a session for 30 days; otherwise it lasts a day at most. */
export const SESSION_LIFETIME_MS = { persistent: 30 * DAY_MS, session: DAY_MS };

export interface IssuedSession {
  user: User;
  accessToken: string;
  refreshToken: string;
  persistent: boolean;
  refreshExpiresAt: Date;
}

export interface AccessTokenPayload {
  sub: string;
  role: string;
  /** The user's token version when issued; a password reset raises it and ends every session. */
  ver: number;
}

/** Login sessions: short-lived access JWTs and rotating refresh tokens stored hashed. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
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
    if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) throw refused;
    const tokens = this.dataSource.getRepository(RefreshToken);
    const row = await tokens.findOneBy({ id });
    if (!row || row.tokenHash !== sha256(secret)) throw refused;
    if (row.revokedAt || row.expiresAt <= new Date()) throw refused;
    // Claim the row atomically: of two refreshes racing with the same token, one wins.
    const claimed = await tokens.update({ id, rotatedAt: IsNull() }, { rotatedAt: new Date() });
    if (!claimed.affected) {
      await this.revokeFamily(row.familyId);
      throw refused;
    }
    const user = await this.dataSource.getRepository(User).findOneBy({ id: row.userId });
    if (!user) throw refused;
    return this.issue(user, row.familyId, row.persistent, row.expiresAt);
  }

  /** Ends the session the refresh token belongs to (logout); an unknown token ends nothing. */
  async end(presented: string | undefined): Promise<void> {
    const [id] = (presented ?? '').split('.');
    if (!id || !/^[0-9a-f-]{36}$/.test(id)) return;
    const row = await this.dataSource.getRepository(RefreshToken).findOneBy({ id });
    if (row) await this.revokeFamily(row.familyId);
  }

  /** Ends every session of the user, including access tokens already handed out. */
  async endAll(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager
        .getRepository(RefreshToken)
        .update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
      await manager.getRepository(User).increment({ id: userId }, 'tokenVersion', 1);
    });
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.dataSource
      .getRepository(RefreshToken)
      .update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
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
    const tokens = this.dataSource.getRepository(RefreshToken);
    const row = await tokens.save(
      tokens.create({
        userId: user.id,
        familyId,
        tokenHash: sha256(secret),
        persistent,
        expiresAt,
      }),
    );
    const payload: AccessTokenPayload = { sub: user.id, role: user.role, ver: user.tokenVersion };
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
