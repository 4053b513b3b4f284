import { ServiceUnavailableException } from '@nestjs/common';
import type { RedisService } from '../../infrastructure/redis/redis.service';
import {
  HEARTBEAT_MS,
  HEARTBEAT_TIMEOUT_MS,
} from '../../infrastructure/redis/redis-channel-listener';
import { StandInListener } from '../../infrastructure/redis/testing/stand-in-listener';
import { EndedSessions } from './ended-sessions';

/**
 * The listener's heartbeat, with a stand-in for Redis whose answers the test decides: a connection
 * that stops answering without closing (a dropped route, a frozen Redis) must not pass for live.
 * test/ended-sessions.int-spec.ts covers the rest against the real Redis.
 */
function setup() {
  const listener = new StandInListener();
  const connected: (() => boolean)[] = [];
  const redis = {
    key: (...parts: string[]) => ['test', ...parts].join(':'),
    dependOn: (check: () => boolean) => connected.push(check),
    client: {
      duplicate: () => listener,
      zrangebyscore: jest.fn(async () => ['earlier-session', String(Date.now() + 60_000)]),
    },
  } as unknown as RedisService;
  return {
    listener,
    sessions: new EndedSessions(redis),
    redisUp: () => connected.every((c) => c()),
  };
}

describe('EndedSessions: the listener’s heartbeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function started() {
    const { listener, sessions, redisUp } = setup();
    const init = sessions.onModuleInit();
    listener.connected();
    await init;
    return { listener, sessions, redisUp };
  }

  it('listens once subscribed and caught up, and keeps listening while Redis answers', async () => {
    const { listener, sessions } = await started();
    expect(sessions.isEnded('earlier-session')).toBe(true);
    expect(sessions.isEnded('another-session')).toBe(false);
    await jest.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(listener.disconnect).not.toHaveBeenCalled();
    expect(sessions.isEnded('another-session')).toBe(false);
    await sessions.onModuleDestroy();
  });

  it('refuses with 503 and reconnects when the listener stops answering, then listens again', async () => {
    const { listener, sessions, redisUp } = await started();
    expect(redisUp()).toBe(true);
    listener.answersPing = false;
    await jest.advanceTimersByTimeAsync(HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS);
    expect(listener.disconnect).toHaveBeenCalledWith(true);
    expect(() => sessions.isEnded('another-session')).toThrow(ServiceUnavailableException);
    // Health names Redis down meanwhile, so a load balancer turns to another process.
    expect(redisUp()).toBe(false);

    listener.answersPing = true;
    listener.connected();
    await jest.advanceTimersByTimeAsync(0);
    expect(listener.subscribe).toHaveBeenCalledTimes(2);
    expect(sessions.isEnded('another-session')).toBe(false);
    expect(redisUp()).toBe(true);
    await sessions.onModuleDestroy();
  });
});
