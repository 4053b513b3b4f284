import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import { RedisChannelListener } from '../../infrastructure/redis/redis-channel-listener';
import { RedisService } from '../../infrastructure/redis/redis.service';
import { ACCESS_TOKEN_TTL_SECONDS } from './session-policy';

// A minute past the token lifetime covers clock skew between API replicas.
const REMEMBER_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
// How long the API's start waits to have heard of the sessions already ended; past it, it starts
// anyway and refuses signed-in requests until it has (a Redis that is down must not hold it).
const FIRST_CATCH_UP_MS = 3000;

/**
 * Sessions ended by logout or by refresh-token reuse. An access token names its session and stays
 * valid until it expires; remembering an ended session for one token lifetime is enough to refuse
 * every token it handed out.
 *
 * Every API process holds the list in memory, so a signed-in request asks nothing of Redis: asking
 * Redis on each one cost a quarter of the API's CPU per request (bench/RESULTS.md). `end` adds the
 * session to a sorted set in Redis (scored by when it may be forgotten), read whole by a process
 * that starts or reconnects, and announces it on a channel every process listens to; another
 * process hears of it within moments. A process that is not listening, or has not yet read the
 * set, cannot tell and refuses with a clear 503 rather than let a token through.
 */
@Injectable()
export class EndedSessions implements OnModuleInit, OnModuleDestroy {
  /** Each ended session, with when it may be forgotten (ms). */
  private readonly ended = new Map<string, number>();
  private readonly news: RedisChannelListener;

  constructor(private readonly redis: RedisService) {
    this.news = new RedisChannelListener(redis, {
      // Named, so that a drill can cut this one connection.
      name: redis.key('ended-sessions-listener'),
      channel: this.channel,
      onMessage: (sessionId) => this.remember(sessionId, Date.now() + REMEMBER_MS),
      catchUp: () => this.catchUp(),
    });
    // Health names Redis down while this process cannot tell ended sessions, so that a load
    // balancer sends signed-in requests to a process that can.
    redis.dependOn(() => this.news.listening);
  }

  onModuleInit(): Promise<void> {
    return this.news.start(FIRST_CATCH_UP_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.news.stop();
  }

  async end(sessionId: string): Promise<void> {
    // This process refuses the session's tokens at once; the others when the word reaches them.
    const until = Date.now() + REMEMBER_MS;
    this.remember(sessionId, until);
    await this.redis.client
      .multi()
      .zadd(this.setKey, until, sessionId)
      .zremrangebyscore(this.setKey, '-inf', Date.now())
      .pexpire(this.setKey, REMEMBER_MS)
      .publish(this.channel, sessionId)
      .exec();
  }

  /** Fails closed: unless this process is listening, it cannot tell, and answers a clear 503. */
  isEnded(sessionId: string | undefined): boolean {
    if (!sessionId) return false;
    if (!this.news.listening)
      throw new ServiceUnavailableException(COMMON_MESSAGES.serviceUnavailable);
    return this.ended.has(sessionId);
  }

  /** The sessions ended while this process was not listening. */
  private async catchUp(): Promise<void> {
    const found = await this.redis.client.zrangebyscore(
      this.setKey,
      Date.now(),
      '+inf',
      'WITHSCORES',
    );
    for (let i = 0; i < found.length; i += 2) this.remember(found[i], Number(found[i + 1]));
  }

  private remember(sessionId: string, until: number): void {
    const now = Date.now();
    // Mostly in the order they may be forgotten: drop the oldest while they are past it.
    for (const [oldest, forgetAt] of this.ended) {
      if (forgetAt > now) break;
      this.ended.delete(oldest);
    }
    this.ended.delete(sessionId);
    this.ended.set(sessionId, until);
  }

  private get setKey(): string {
    return this.redis.key('ended-sessions');
  }

  private get channel(): string {
    return this.redis.key('ended-sessions', 'news');
  }
}
