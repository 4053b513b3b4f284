import type Redis from 'ioredis';
import { answersPing } from './redis.service';
import type { RedisService } from './redis.service';

const RETRY_MS = 1000;
// A connection can die without closing (a dropped route, a frozen Redis): the listener asks
// Redis every few seconds, and one that does not answer in time is taken for dead.
export const HEARTBEAT_MS = 5000;
export const HEARTBEAT_TIMEOUT_MS = 2000;

export interface ChannelListenerOptions {
  /** The connection's name in Redis (`CLIENT LIST`), so that a drill can cut this one. */
  name: string;
  channel: string;
  onMessage(message: string): void;
  /**
   * Reads or resets what may have changed while nobody listened; runs after each subscription,
   * and the listener listens once it has succeeded (it is tried again while the connection is up).
   */
  catchUp(): Promise<void>;
}

/**
 * A Redis connection of its own, subscribed to one channel, for state every API process keeps in
 * memory and hears of changes to. It is `listening` only while subscribed on a live connection and
 * caught up since that connection began; a process that is not cannot tell what changed, and its
 * owner decides what that means (refuse, or read the database instead).
 */
export class RedisChannelListener {
  private connectionClient?: Redis;
  private isListening = false;
  /** Counts the connections: a catch-up counts only for the one it began on. */
  private connection = 0;
  private retry?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;
  /** Ends the start's wait, once this process listens. */
  private started?: () => void;

  constructor(
    private readonly redis: RedisService,
    private readonly options: ChannelListenerOptions,
  ) {}

  get listening(): boolean {
    return this.isListening;
  }

  /** Connects, and resolves once listening or after `waitMs`, whichever comes first. */
  async start(waitMs: number): Promise<void> {
    const listener = this.redis.client.duplicate({
      connectionName: this.options.name,
      keepAlive: HEARTBEAT_MS,
    });
    this.connectionClient = listener;
    listener.on('error', () => undefined);
    listener.on('message', (channel: string, message: string) => {
      if (channel === this.options.channel) this.options.onMessage(message);
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
      waited = setTimeout(resolve, waitMs);
    });
    this.started = undefined;
    clearTimeout(waited);
  }

  async stop(): Promise<void> {
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    this.setListening(false);
    const listener = this.connectionClient;
    // As RedisService closes its own: QUIT waits for a reply, which a Redis that is gone never sends.
    if (listener?.status === 'ready') await listener.quit().catch(() => listener.disconnect());
    else listener?.disconnect();
  }

  /**
   * Subscribes first, then catches up: a change has then either been made before the catch-up
   * reads, or is heard on the channel.
   */
  private async catchUp(connection: number): Promise<void> {
    clearTimeout(this.retry);
    try {
      await this.connectionClient?.subscribe(this.options.channel);
      await this.options.catchUp();
      if (this.isCurrent(connection)) this.setListening(true);
    } catch {
      // Redis answered the listener but not the catch-up: try again while the listener is up.
      if (this.isCurrent(connection)) {
        this.retry = setTimeout(() => void this.catchUp(connection), RETRY_MS);
        this.retry.unref();
      }
    }
  }

  /** A listener that does not answer in time is cut; it reconnects and catches up afresh. */
  private async checkListener(): Promise<void> {
    const listener = this.connectionClient;
    if (!listener || listener.status !== 'ready') return;
    const answered = await answersPing(listener, HEARTBEAT_TIMEOUT_MS);
    if (answered || listener !== this.connectionClient) return;
    this.setListening(false);
    listener.disconnect(true);
  }

  private isCurrent(connection: number): boolean {
    return connection === this.connection && this.connectionClient?.status === 'ready';
  }

  private setListening(listening: boolean): void {
    this.isListening = listening;
    if (listening) this.started?.();
  }
}
