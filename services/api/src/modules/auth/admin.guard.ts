import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { User } from '../users/user.entity';

/**
 * The spec's admin: role admin *and* the one configured address. Use after JwtAuthGuard,
 * which has loaded the user.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (user?.role === 'admin' && user.email === this.config.adminEmail) return true;
    throw new ForbiddenException(AUTH_MESSAGES.adminOnly);
  }
}
