import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EndedSessions } from './ended-sessions';
import type { AccessTokenPayload } from './session-policy';

/**
 * Checks an access token the way the HTTP guard does, for connections that are no HTTP
 * request (the live messages socket): signature, expiry, and sessions not ended since.
 */
@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
    private readonly ended: EndedSessions,
  ) {}

  async userOf(token: string | undefined): Promise<User | null> {
    if (!token) return null;
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (await this.ended.isEnded(payload.sid)) return null;
    const user = await this.users.findById(payload.sub);
    return user && user.tokenVersion === payload.ver ? user : null;
  }
}
