import { ForbiddenException, Injectable, SetMetadata } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import type { Role } from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';

const ROLES_KEY = 'roles';

/** Limits a route to some roles; use with JwtAuthGuard before it. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles) return true;
    const user = context.switchToHttp().getRequest<{ user?: User }>().user;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException(COMMON_MESSAGES.forbidden);
  }
}
