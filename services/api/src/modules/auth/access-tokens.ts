import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EndedSessions } from './ended-sessions';
import type { AccessTokenPayload } from './session-policy';

/**
 * Checks an access token, for the HTTP guards and the live messages socket alike: signature,
 * expiry, sessions not ended since, and the account's token version.
 */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
    private readonly ended: EndedSessions,
  ) {}

  async userOf(token: string | undefined): Promise<User | null> {
    return (await this.holderOf(token))?.user ?? null;
  }

  /** The user a token is valid for, and the session it belongs to (the live socket's). */
  async holderOf(
    token: string | undefined,
  ): Promise<{ user: User; sessionId: string | undefined } | null> {
    if (!token) return null;
    let payload: AccessTokenPayload;
    try {
      payload = this.jwt.verify<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    const user = await this.userFor(payload);
    return user ? { user, sessionId: payload.sid } : null;
  }

  /** The user a verified token names, unless its session ended or its version was retired. */
  async userFor(payload: AccessTokenPayload): Promise<User | null> {
    if (this.ended.isEnded(payload.sid)) return null;
    const user = await this.users.findSignedIn(payload.sub);
    return user && user.tokenVersion === payload.ver ? user : null;
  }
}
