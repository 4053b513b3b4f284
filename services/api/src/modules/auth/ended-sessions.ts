import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { COMMON_MESSAGES } from '@yrkesbro/contracts';
import type Redis from 'ioredis';
import { RedisService } from '../../infrastructure/redis/redis.service';
import { ACCESS_TOKEN_TTL_SECONDS } from './session-policy';

// A minute past the token lifetime covers clock skew between API replicas.
const REMEMBER_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;
// How long the API's start waits to have heard of the sessions already ended; past it, it starts
// anyway and refuses signed-in requests until it has (a Redis that is down must not hold it).
const FIRST_CATCH_UP_MS = 3000;
const RETRY_MS = 1000;

/**
 * Sessions ended by logout or by refresh-token reuse. An access token names its session and stays
 * valid until it expires; remembering an ended session for one token lifetime is enough to refuse
 * every token it handed out.
 *
 * Every API process holds the list in memory, so a signed-in request asks nothing of Redis: asking
 * Redis on each one cost a quarter of the API's CPU per request (bench/RESULTS.md). `end` leaves a
 * key per session, read by a process that starts or reconnects later, and announces the session
 * on a channel every process listens to. A process that is not listening, or has not yet read the
 * keys, cannot tell and refuses with a clear 503 rather than let a token through.
 */
@Injectable()
export class EndedSessions implements OnModuleInit, OnModuleDestroy {
  /** Each ended session, with when the last access token it can have handed out expires (ms). */
  private readonly ended = new Map<string, number>();
  private listener?: Redis;
  private listening = false;
  /** Counts the listener's connections: a catch-up counts only for the one it began on. */
  private connection = 0;
  private retry?: NodeJS.Timeout;

  constructor(private readonly redis: RedisService) {}

  async onModuleInit(): Promise<void> {
    const listener = this.redis.client.duplicate({
      // Named, so that a drill can cut this one connection.
      connectionName: this.redis.key('ended-sessions'),
    });
    this.listener = listener;
    listener.on('error', () => undefined);
    listener.on('message', (channel: string, sessionId: string) => {
      if (channel === this.channel) this.remember(sessionId);
    });
    listener.on('close', () => {
      this.listening = false;
    });
    const caughtUp = new Promise<void>((resolve) => {
      listener.on('ready', () => {
        this.connection += 1;
        void this.catchUp(this.connection).then(resolve);
      });
    });
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      caughtUp,
      new Promise((resolve) => (waited = setTimeout(resolve, FIRST_CATCH_UP_MS))),
    ]);
    clearTimeout(waited);
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.retry);
    this.listening = false;
    const listener = this.listener;
    // As RedisService closes its own: QUIT waits for a reply, which a Redis that is gone never sends.
    if (listener?.status === 'ready') await listener.quit().catch(() => listener.disconnect());
    else listener?.disconnect();
  }

  async end(sessionId: string): Promise<void> {
    // This process refuses the session's tokens at once; the others when the word reaches them.
    this.remember(sessionId);
    await this.redis.client
      .multi()
      .set(this.key(sessionId), '1', 'EX', REMEMBER_SECONDS)
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
   * has then either left its key before the keys are read, or is heard on the channel.
   */
  private async catchUp(connection: number): Promise<void> {
    clearTimeout(this.retry);
    try {
      await this.listener?.subscribe(this.channel);
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.client.scan(
          cursor,
          'MATCH',
          `${globEscaped(this.key(''))}*`,
          'COUNT',
          500,
        );
        for (const key of keys) this.remember(key.slice(this.key('').length));
        cursor = next;
      } while (cursor !== '0');
      if (connection === this.connection && this.listener?.status === 'ready') {
        this.listening = true;
      }
    } catch {
      // Redis answered the listener but not the keys: try again while the listener is up.
      if (connection === this.connection && this.listener?.status === 'ready') {
        this.retry = setTimeout(() => void this.catchUp(connection), RETRY_MS);
        this.retry.unref();
      }
    }
  }

  private remember(sessionId: string): void {
    const now = Date.now();
    // Same lifetime for all, so the oldest come first: drop those past it.
    for (const [oldest, until] of this.ended) {
      if (until > now) break;
      this.ended.delete(oldest);
    }
    this.ended.delete(sessionId);
    this.ended.set(sessionId, now + REMEMBER_SECONDS * 1000);
  }

  private get channel(): string {
    return this.redis.key('ended-sessions');
  }

  private key(sessionId: string): string {
    return this.redis.key('ended-session', sessionId);
  }
}

/** `text` matched literally by a Redis glob pattern. */
function globEscaped(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}
