import { Injectable, Logger } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { RedisChannelListener } from '../../infrastructure/redis/redis-channel-listener';
import { doneWithin, RedisService } from '../../infrastructure/redis/redis.service';
import { User } from './user.entity';

/** Bounds what a change made behind the API's back (SQL by hand) can leave, and the memory. */
export const KEEP_MS = 30_000;
export const MOST_KEPT = 10_000;
// A change is committed before it is announced: the request that made it waits this long at
// most for Redis, and the announcement is tried again meanwhile until no process can still keep
// the user.
export const ANNOUNCE_WAIT_MS = 1000;
const ANNOUNCE_RETRY_MS = 1000;

/** The channel every process hears changed users on; `id` is the changed user's. */
export function userChangesChannel(redisPrefix: string): string {
  return `${redisPrefix}:user-changes`;
}

/** Tells every API process that the user `id` changed, from a process of any kind. */
export async function announceUserChange(
  client: Redis,
  redisPrefix: string,
  id: string,
): Promise<void> {
  await client.publish(userChangesChannel(redisPrefix), id);
}

/**
 * The users that access tokens name, kept in this process for a short while: every signed-in
 * request reads its user (for the token version), and that read was half the cost of
 * `/api/auth/me` (bench/RESULTS.md).
 *
 * A committed change to a user row drops the user here at once and, through Redis, in every
 * other process within moments (as an ended session is heard of). A process that is not
 * listening cannot tell what changed and reads the database every time; a read that a change
 * overtook is used but not kept. Each caller gets a copy, so nothing it does to the user reaches
 * the next request.
 */
@Injectable()
export class UserCache implements OnModuleDestroy {
  private readonly logger = new Logger(UserCache.name);
  private readonly kept = new Map<string, { user: User; until: number }>();
  /** Raised by every change heard and every new connection: a read begun before it is not kept. */
  private generation = 0;
  private readonly news: RedisChannelListener;
  private started = false;
  /** Changes Redis did not take in time, each with when trying again stops mattering. */
  private readonly unannounced = new Map<string, number>();
  private retry?: NodeJS.Timeout;

  constructor(private readonly redis: RedisService) {
    this.news = new RedisChannelListener(redis, {
      name: redis.key('user-changes-listener'),
      channel: userChangesChannel(redis.key()),
      onMessage: (id) => this.forget(id),
      // Anything may have changed while nobody listened.
      catchUp: async () => this.forgetAll(),
    });
  }

  /** Whether this process hears of changes, and so keeps users (until then, it reads each time). */
  get listening(): boolean {
    return this.news.listening;
  }

  onModuleDestroy(): Promise<void> {
    clearTimeout(this.retry);
    // A read during the shutdown must not open a connection nobody closes.
    this.started = true;
    return this.news.stop();
  }

  /** Not inside a transaction: a row it has changed, not yet committed, would be kept. */
  async get(id: string, read: (id: string) => Promise<User | null>): Promise<User | null> {
    // Listens from the first read, so that a process that never reads (the worker) keeps no
    // connection for it; nothing waits, since until it listens, reads go to the database.
    if (!this.started) {
      this.started = true;
      void this.news.start(0);
    }
    if (!this.news.listening) return read(id);
    const found = this.kept.get(id);
    if (found && found.until > Date.now()) return copyOf(found.user);
    const generation = this.generation;
    const user = await read(id);
    if (user && generation === this.generation && this.news.listening) this.keep(user);
    return user;
  }

  /**
   * After a committed change to the user `id`: here at once, elsewhere when the word arrives.
   * Never fails: the change is made, and a Redis that does not take the word in time is asked
   * again in the background until KEEP_MS has passed, when no process can still keep the user.
   */
  async changed(id: string): Promise<void> {
    this.forget(id);
    if (await this.announce(id)) return;
    this.unannounced.set(id, Date.now() + KEEP_MS);
    this.retry ??= setTimeout(() => void this.announceAgain(), ANNOUNCE_RETRY_MS);
    this.retry.unref();
  }

  private announce(id: string): Promise<boolean> {
    return doneWithin(
      announceUserChange(this.redis.client, this.redis.key(), id),
      ANNOUNCE_WAIT_MS,
    );
  }

  private async announceAgain(): Promise<void> {
    for (const [id, until] of this.unannounced) {
      if (await this.announce(id)) {
        this.unannounced.delete(id);
      } else if (Date.now() >= until) {
        this.unannounced.delete(id);
        this.logger.warn(`Fikk ikke varslet de andre prosessene om endret bruker ${id}.`);
      }
    }
    this.retry = undefined;
    if (this.unannounced.size) {
      this.retry = setTimeout(() => void this.announceAgain(), ANNOUNCE_RETRY_MS);
      this.retry.unref();
    }
  }

  private keep(user: User): void {
    this.kept.delete(user.id);
    // The oldest first, in the order they were kept.
    if (this.kept.size >= MOST_KEPT) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(user.id, { user: copyOf(user), until: Date.now() + KEEP_MS });
  }

  private forget(id: string): void {
    this.generation += 1;
    this.kept.delete(id);
  }

  private forgetAll(): void {
    this.generation += 1;
    this.kept.clear();
  }
}

function copyOf(user: User): User {
  return Object.assign(new User(), user, {
    emailVerifiedAt: user.emailVerifiedAt && new Date(user.emailVerifiedAt),
    createdAt: new Date(user.createdAt),
    updatedAt: new Date(user.updatedAt),
  });
}
