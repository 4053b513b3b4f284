import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ACCESS_COOKIE } from './auth-cookies';
import { EndedSessions } from './ended-sessions';
import { jwtKey } from './session-policy';
import type { AccessTokenPayload } from './session-policy';

/** Reads the access token from its httpOnly cookie and loads the user it names. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
    private readonly ended: EndedSessions,
  ) {
    const key = jwtKey(config.jwtSecret);
    super({
      jwtFromRequest: (request: FastifyRequest) => request.cookies?.[ACCESS_COOKIE] ?? null,
      // passport-jwt hands the key to jsonwebtoken as it is; its types predate KeyObject.
      secretOrKeyProvider: (_request, _token, done) => done(null, key as unknown as Buffer),
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<User> {
    // A deleted account, one whose sessions were ended, or a logged-out session loses access at once.
    if (await this.ended.isEnded(payload.sid)) throw new UnauthorizedException();
    const user = await this.users.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.ver) throw new UnauthorizedException();
    return user;
  }
}
