import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import { RedisService } from '../../infrastructure/redis/redis.service';
import { ACCESS_TOKEN_TTL_SECONDS } from './session-policy';

/**
 * Sessions ended by logout or by refresh-token reuse. An access token names its session, and
 * stays valid until it expires; remembering an ended session for one token lifetime is enough to
 * refuse every token it handed out, without a database lookup per request.
 */
@Injectable()
export class EndedSessions {
  constructor(private readonly redis: RedisService) {}

  async end(sessionId: string): Promise<void> {
    // A minute past the token lifetime covers clock skew between API replicas.
    await this.redis.client.set(this.key(sessionId), '1', 'EX', ACCESS_TOKEN_TTL_SECONDS + 60);
  }

  /** Fails closed: without Redis we cannot tell, so the request gets a clear 503, not access. */
  async isEnded(sessionId: string | undefined): Promise<boolean> {
    if (!sessionId) return false;
    try {
      return (await this.redis.client.exists(this.key(sessionId))) === 1;
    } catch {
      throw new ServiceUnavailableException(COMMON_MESSAGES.serviceUnavailable);
    }
  }

  private key(sessionId: string): string {
    return this.redis.key('ended-session', sessionId);
  }
}
