import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import type Redis from 'ioredis';
import { answersPing, RedisService } from '../../infrastructure/redis/redis.service';
import { ACCESS_TOKEN_TTL_SECONDS } from './session-policy';

// A minute past the token lifetime covers clock skew between API replicas.
const REMEMBER_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
// How long the API's start waits to have heard of the sessions already ended; past it, it starts
// anyway and refuses signed-in requests until it has (a Redis that is down must not hold it).
const FIRST_CATCH_UP_MS = 3000;
const RETRY_MS = 1000;
// A connection can die without closing (a dropped route, a frozen Redis): the listener asks
// Redis every few seconds, and one that does not answer in time is taken for dead.
export const HEARTBEAT_MS = 5000;
export const HEARTBEAT_TIMEOUT_MS = 2000;

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
  private listener?: Redis;
  private listening = false;
  /** Counts the listener's connections: a catch-up counts only for the one it began on. */
  private connection = 0;
  private retry?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  /** Ends the start's wait, once this process listens. */
  private started?: () => void;

  constructor(private readonly redis: RedisService) {
    // Health names Redis down while this process cannot tell ended sessions, so that a load
    // balancer sends signed-in requests to a process that can.
    redis.dependOn(() => this.listening);
  }

  async onModuleInit(): Promise<void> {
    const listener = this.redis.client.duplicate({
      // Named, so that a drill can cut this one connection.
      connectionName: this.redis.key('ended-sessions-listener'),
      keepAlive: HEARTBEAT_MS,
    });
    this.listener = listener;
    listener.on('error', () => undefined);
    listener.on('message', (channel: string, sessionId: string) => {
      if (channel === this.channel) this.remember(sessionId, Date.now() + REMEMBER_MS);
    });
    listener.on('close', () => this.setListening(false));
    listener.on('ready', () => {
      this.connection += 1;
      void this.catchUp(this.connection);
    });
    this.heartbeat = setInterval(() => void this.checkListener(), HEARTBEAT_MS);
    this.heartbeat.unref();
    let waited: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.started = resolve;
      waited = setTimeout(resolve, FIRST_CATCH_UP_MS);
    });
    this.started = undefined;
    clearTimeout(waited);
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.setListening(false);
    const listener = this.listener;
    // As RedisService closes its own: QUIT waits for a reply, which a Redis that is gone never sends.
    if (listener?.status === 'ready') await listener.quit().catch(() => listener.disconnect());
    else listener?.disconnect();
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
    if (!this.listening) throw new ServiceUnavailableException(COMMON_MESSAGES.serviceUnavailable);
    return this.ended.has(sessionId);
  }

  /**
   * Reads the sessions ended while this process was not listening. It subscribes first: an `end`
   * has then either added to the set before it is read, or is heard on the channel.
   */
  private async catchUp(connection: number): Promise<void> {
    clearTimeout(this.retry);
    try {
      await this.listener?.subscribe(this.channel);
      const found = await this.redis.client.zrangebyscore(
        this.setKey,
        Date.now(),
        '+inf',
        'WITHSCORES',
      );
      for (let i = 0; i < found.length; i += 2) this.remember(found[i], Number(found[i + 1]));
      if (this.isCurrent(connection)) this.setListening(true);
    } catch {
      // Redis answered the listener but not the set: try again while the listener is up.
      if (this.isCurrent(connection)) {
        this.retry = setTimeout(() => void this.catchUp(connection), RETRY_MS);
        this.retry.unref();
      }
    }
  }

  /** A listener that does not answer in time is cut; it reconnects and catches up afresh. */
  private async checkListener(): Promise<void> {
    const listener = this.listener;
    if (!listener || listener.status !== 'ready') return;
    const answered = await answersPing(listener, HEARTBEAT_TIMEOUT_MS);
    if (answered || listener !== this.listener) return;
    this.setListening(false);
    listener.disconnect(true);
  }

  private isCurrent(connection: number): boolean {
    return connection === this.connection && this.listener?.status === 'ready';
  }

  private setListening(listening: boolean): void {
    this.listening = listening;
    if (listening) this.started?.();
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
