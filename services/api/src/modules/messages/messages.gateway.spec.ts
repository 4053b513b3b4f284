import type { AccessTokens } from '../auth/access-tokens';
import { SessionEvents } from '../auth/session-events';
import { MessagesGateway } from './messages.gateway';

/**
 * The gateway over a socket.io server reduced to what `isOnline` reads: this replica's rooms,
 * and the sockets of every replica, which the Redis adapter gathers through Redis.
 */
function gatewayWith(localRooms: Record<string, string[]>, everywhere: Record<string, string[]>) {
  const fetchSockets = jest.fn();
  const server = {
    sockets: {
      adapter: {
        rooms: new Map(Object.entries(localRooms).map(([name, ids]) => [name, new Set(ids)])),
      },
    },
    in: (name: string) => ({
      fetchSockets: () => {
        fetchSockets(name);
        return Promise.resolve((everywhere[name] ?? []).map((id) => ({ id })));
      },
    }),
  };
  // The server is the one socket.io hands the gateway (@WebSocketServer).
  const gateway = new MessagesGateway({} as AccessTokens, new SessionEvents());
  Object.assign(gateway, { server });
  return { gateway, fetchSockets };
}

describe('MessagesGateway.isOnline', () => {
  it('answers from this replica’s rooms when a tab is connected here', async () => {
    const { gateway, fetchSockets } = gatewayWith({ 'user:kari': ['s1'] }, {});
    await expect(gateway.isOnline('kari')).resolves.toBe(true);
    expect(fetchSockets).not.toHaveBeenCalled();
  });

  it('asks every replica when no tab is connected here', async () => {
    const { gateway, fetchSockets } = gatewayWith({}, { 'user:ola': ['s2'] });
    await expect(gateway.isOnline('ola')).resolves.toBe(true);
    await expect(gateway.isOnline('borte')).resolves.toBe(false);
    expect(fetchSockets.mock.calls).toEqual([['user:ola'], ['user:borte']]);
  });
});
