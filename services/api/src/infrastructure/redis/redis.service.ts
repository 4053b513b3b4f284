import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/** The process's one Redis connection for our own keys; every key goes through `key()`. */
@Injectable()
export class RedisService implements OnModuleDestroy {
  readonly client: Redis;
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.redisPrefix;
    this.client = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    // Errors surface through health and the calls that fail; an unhandled event would crash.
    this.client.on('error', () => undefined);
  }

  private readonly connections = new Set<() => boolean>();

  /**
   * A part of the API that keeps a Redis connection of its own (a subscriber, say) and cannot
   * serve without it: Redis counts as up only while each such part says its connection is.
   */
  dependOn(connected: () => boolean): void {
    this.connections.add(connected);
  }

  key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }

  async isUp(timeoutMs = 1000): Promise<boolean> {
    if (![...this.connections].every((connected) => connected())) return false;
    return answersPing(this.client, timeoutMs);
  }

  async onModuleDestroy(): Promise<void> {
    // QUIT waits for a reply, which never comes from a Redis that is gone.
    if (this.client.status === 'ready')
      await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }
}

/**
 * True when `client`'s Redis answers a PING within `timeoutMs`: a connection can hang without
 * closing (a frozen Redis, a dropped route), and only an answer tells it is alive.
 */
export function answersPing(client: Redis, timeoutMs: number): Promise<boolean> {
  return doneWithin(client.ping(), timeoutMs);
}

/**
 * True when `command` succeeds within `timeoutMs`; false when it fails or Redis has not answered
 * by then (ioredis waits for a frozen Redis as long as it stays frozen).
 */
export async function doneWithin(command: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const done = await Promise.race([
    command.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(resolve, timeoutMs, false))),
  ]);
  clearTimeout(timer);
  return done;
}
