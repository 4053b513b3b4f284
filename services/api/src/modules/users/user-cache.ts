import { Injectable, Logger } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { RedisChannelListener } from '../../infrastructure/redis/redis-channel-listener';
import { RedisService } from '../../infrastructure/redis/redis.service';
import { User } from './user.entity';

/** Bounds what a change made behind the API's back (SQL by hand) can leave, and the memory. */
export const KEEP_MS = 30_000;
export const MOST_KEPT = 10_000;

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

  constructor(private readonly redis: RedisService) {
    this.news = new RedisChannelListener(redis, {
      name: redis.key('user-changes-listener'),
      channel: userChangesChannel(redis.key()),
      onMessage: (id) => this.forget(id),
      // Anything may have changed while nobody listened.
      catchUp: async () => this.forgetAll(),
    });
  }

  onModuleDestroy(): Promise<void> {
    return this.news.stop();
  }

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

  /** After a committed change to the user `id`: here at once, elsewhere when the word arrives. */
  async changed(id: string): Promise<void> {
    this.forget(id);
    try {
      await announceUserChange(this.redis.client, this.redis.key(), id);
    } catch (error) {
      // The change is made; the others drop the user when they next connect, or after KEEP_MS.
      this.logger.warn(`Kunne ikke varsle om endret bruker ${id}: ${(error as Error).message}`);
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
