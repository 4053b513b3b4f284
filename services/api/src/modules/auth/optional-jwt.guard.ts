import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** Loads the signed-in user when there is one, and lets anonymous callers through as well. */
@Injectable()
export class OptionalJwtGuard extends AuthGuard('jwt') {
  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser | undefined {
    return user || undefined;
  }
}
