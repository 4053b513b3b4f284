import { WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { OnGatewayInit } from '@nestjs/websockets';
import { fastifyCookie } from '@fastify/cookie';
import { LIVE_EVENTS } from '@yrkesbro/contracts';
import type { LiveMessageEvent, LiveUnreadEvent } from '@yrkesbro/contracts';
import type { Server } from 'socket.io';
import { AccessTokens } from '../auth/access-tokens';
import { ACCESS_COOKIE } from '../auth/auth-cookies';

const room = (userId: string) => `user:${userId}`;

/**
 * The live side of messaging. A connection is accepted only with a valid access cookie of a
 * student or a business, and joins that person's room: every open tab of theirs, on whichever
 * API replica it is connected to (the Redis adapter carries the emits between replicas).
 */
@WebSocketGateway()
export class MessagesGateway implements OnGatewayInit {
  @WebSocketServer() private server!: Server;

  constructor(private readonly tokens: AccessTokens) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const token = fastifyCookie.parse(socket.request.headers.cookie ?? '')[ACCESS_COOKIE];
      this.tokens.userOf(token).then(
        async (user) => {
          if (!user || (user.role !== 'student' && user.role !== 'business'))
            return next(new Error('UNAUTHORIZED'));
          await socket.join(room(user.id));
          next();
        },
        (error: Error) => next(error),
      );
    });
  }

  /** A new message to both parties' rooms: the recipient's tabs and the writer's other tabs. */
  message(userIds: string[], event: LiveMessageEvent): void {
    this.server.to(userIds.map(room)).emit(LIVE_EVENTS.message, event);
  }

  /**
   * Whether the person has a tab connected to any replica. A tab on this replica answers it from
   * memory; only otherwise are the other replicas asked, through Redis, which on every message
   * sent cost a round trip even with a single replica.
   */
  async isOnline(userId: string): Promise<boolean> {
    if ((this.server.sockets.adapter.rooms.get(room(userId))?.size ?? 0) > 0) return true;
    return (await this.server.in(room(userId)).fetchSockets()).length > 0;
  }

  unread(userId: string, event: LiveUnreadEvent): void {
    this.server.to(room(userId)).emit(LIVE_EVENTS.unread, event);
  }
}
