import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-jwt';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { User } from '../users/user.entity';
import { AccessTokens } from './access-tokens';
import { ACCESS_COOKIE } from './auth-cookies';
import { jwtKey } from './session-policy';
import type { AccessTokenPayload } from './session-policy';

/** Reads the access token from its httpOnly cookie; `AccessTokens` decides whose it still is. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tokens: AccessTokens,
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
    const user = await this.tokens.userFor(payload);
    if (!user) throw new UnauthorizedException();
    return user;
  }
}
