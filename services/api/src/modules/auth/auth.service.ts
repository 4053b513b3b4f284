import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { LoginRequest } from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ACCESS_TOKEN_TTL_SECONDS } from './auth-cookies';
import { PasswordHasher } from './password-hasher';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
  ) {}

  /** One answer for an unknown e-mail and a wrong password, so nobody can probe for accounts. */
  async login({ email, password }: LoginRequest): Promise<{ user: User; accessToken: string }> {
    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    }
    const accessToken = await this.jwt.signAsync(
      { sub: user.id, role: user.role },
      { expiresIn: ACCESS_TOKEN_TTL_SECONDS },
    );
    return { user, accessToken };
  }
}
