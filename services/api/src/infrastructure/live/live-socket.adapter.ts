import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { LIVE_SOCKET_PATH } from '@yrkesbro/contracts';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../../config/app-config';

/**
 * socket.io on the API's own HTTP server, under /api so that the access cookie (path /api)
 * rides along and the proxies that forward /api forward it too, with the Redis adapter so that an event emitted by
 * one API replica reaches the sockets held by every other. Browsers from other sites are
 * refused before the handshake (the cookie alone must not open a connection for them).
 */
export class LiveSocketAdapter extends IoAdapter {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
    this.publisher = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    this.subscriber = this.publisher.duplicate();
    // Errors surface as missed live events, which the clients make up for when they reconnect.
    for (const client of [this.publisher, this.subscriber]) client.on('error', () => undefined);
  }

  override createIOServer(port: number, options?: Partial<ServerOptions>): Server {
    const allowed = new Set(this.config.corsOrigins);
    // Nest hands over the gateway decorator's options, which name only what they change.
    return super.createIOServer(port, <ServerOptions>{
      ...options,
      adapter: createAdapter(this.publisher, this.subscriber, {
        key: `${this.config.redisPrefix}:socket.io`,
      }),
      path: LIVE_SOCKET_PATH,
      serveClient: false,
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, !origin || allowed.has(origin));
      },
    });
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
