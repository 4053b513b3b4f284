import { ForbiddenException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import type { Role } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { User } from '../users/user.entity';

const ROLES_KEY = 'roles';

/**
 * Limits a route to some roles; use with JwtAuthGuard before it. The admin role counts only
 * with the configured address, as in AdminGuard: another account with that role is nobody's admin.
 */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles) return true;
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    const isImpostor = user?.role === 'admin' && user.email !== this.config.adminEmail;
    if (user && roles.includes(user.role) && !isImpostor) return true;
    throw new ForbiddenException(COMMON_MESSAGES.forbidden);
  }
}
