import { WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { OnGatewayInit } from '@nestjs/websockets';
import { fastifyCookie } from '@fastify/cookie';
import { LIVE_EVENTS } from '@yrkesbro/contracts';
import type { LiveMessageEvent, LiveUnreadEvent } from '@yrkesbro/contracts';
import type { Server } from 'socket.io';
import { AccessTokens } from '../auth/access-tokens';
import { ACCESS_COOKIE } from '../auth/auth-cookies';
import { SessionEvents } from '../auth/session-events';
import type { SessionsEnded } from '../auth/session-events';

const room = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** What a connection was let in as. */
interface SocketData {
  sessionId?: string;
}

/**
 * The live side of messaging. A connection is accepted only with a valid access cookie of a
 * student or a business, and joins that person's room: every open tab of theirs, on whichever
 * API replica it is connected to (the Redis adapter carries the emits between replicas). The
 * cookie is read once, so a connection is closed when its session ends (logout, a new password,
 * a deleted account): it would otherwise go on hearing the person's messages.
 */
@WebSocketGateway()
export class MessagesGateway implements OnGatewayInit {
  @WebSocketServer() private server!: Server;

  constructor(
    private readonly tokens: AccessTokens,
    private readonly sessions: SessionEvents,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const token = fastifyCookie.parse(socket.request.headers.cookie ?? '')[ACCESS_COOKIE];
      this.tokens.holderOf(token).then(
        async (holder) => {
          const role = holder?.user.role;
          if (!holder || (role !== 'student' && role !== 'business'))
            return next(new Error('UNAUTHORIZED'));
          (socket.data as SocketData).sessionId = holder.sessionId;
          await socket.join(
            holder.sessionId
              ? [room(holder.user.id), sessionRoom(holder.sessionId)]
              : room(holder.user.id),
          );
          next();
        },
        (error: Error) => next(error),
      );
    });
    this.sessions.listen((ended) => this.closeEnded(ended));
  }

  /** Closes the connections of ended sessions, on every replica (through the adapter). */
  private async closeEnded(ended: SessionsEnded): Promise<void> {
    if ('sessionId' in ended) {
      this.server.in(sessionRoom(ended.sessionId)).disconnectSockets(true);
      return;
    }
    for (const socket of await this.server.in(room(ended.userId)).fetchSockets()) {
      if (!ended.keep || (socket.data as SocketData).sessionId !== ended.keep)
        socket.disconnect(true);
    }
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
