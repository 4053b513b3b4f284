import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { tooManyRequestsMessage } from '@yrkesbro/contracts';
import { RedisService } from '../redis/redis.service';

export interface RateLimit {
  /** What is counted, e.g. `login-ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** 429 with a Retry-After the client can honour and a Norwegian message saying how long. */
export class RateLimitedException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyRequestsMessage(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters in Redis, so every API replica sees the same count. A window starts
 * with its first hit and ends `windowSeconds` later.
 */
@Injectable()
export class RateLimiter {
  constructor(private readonly redis: RedisService) {}

  /** Counts one hit on every limit and refuses when any is over. */
  async hit(...limits: RateLimit[]): Promise<void> {
    for (const limit of limits) {
      const key = this.redis.key('rate', limit.key);
      const result = await this.redis.client
        .multi()
        .incr(key)
        .expire(key, limit.windowSeconds, 'NX')
        .ttl(key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? limit.windowSeconds);
      if (count > limit.limit) throw new RateLimitedException(Math.max(ttl, 1));
    }
  }

  /** Counts one hit and answers the count in the window, refusing nothing. */
  async increment(limit: RateLimit): Promise<number> {
    const key = this.redis.key('rate', limit.key);
    const result = await this.redis.client
      .multi()
      .incr(key)
      .expire(key, limit.windowSeconds, 'NX')
      .exec();
    return Number(result?.[0]?.[1] ?? 0);
  }

  /**
   * Lets one request through per `seconds` for `key`: the first takes the gate (SET NX, so
   * two racing requests cannot both), the others get 429 until it opens again.
   */
  async throttle(key: string, seconds: number): Promise<void> {
    const gate = this.redis.key('gate', key);
    const taken = await this.redis.client.set(gate, '1', 'EX', seconds, 'NX');
    if (taken === 'OK') return;
    const ttl = await this.redis.client.ttl(gate);
    throw new RateLimitedException(Math.max(ttl, 1));
  }

  async reset(limit: Pick<RateLimit, 'key'>): Promise<void> {
    await this.redis.client.del(this.redis.key('rate', limit.key));
  }
}
