import type { RedisService } from '../../infrastructure/redis/redis.service';
import { StandInListener } from '../../infrastructure/redis/testing/stand-in-listener';
import { ANNOUNCE_WAIT_MS, KEEP_MS, UserCache } from './user-cache';
import { User } from './user.entity';

function user(id: string, tokenVersion = 0): User {
  return Object.assign(new User(), {
    id,
    email: `${id}@yrkesbro.test`,
    passwordHash: 'hash',
    role: 'student',
    emailVerifiedAt: new Date('2026-12-01T10:00:00Z'),
    tokenVersion,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    updatedAt: new Date('2026-12-01T10:00:00Z'),
  });
}

const started: UserCache[] = [];

function setup() {
  const listener = new StandInListener();
  const publish = jest.fn(async (): Promise<number> => 1);
  const redis = {
    key: (...parts: string[]) => ['test', ...parts].join(':'),
    client: { duplicate: () => listener, publish },
  } as unknown as RedisService;
  const rows = new Map([['kari', user('kari')]]);
  const read = jest.fn(async (id: string) => {
    const row = rows.get(id);
    return row ? user(row.id, row.tokenVersion) : null;
  });
  const cache = new UserCache(redis);
  started.push(cache);
  return { listener, publish, rows, read, cache };
}

async function listening() {
  const parts = setup();
  // The first read starts the listener.
  await parts.cache.get('nobody', parts.read);
  parts.read.mockClear();
  parts.listener.connected();
  await new Promise((resolve) => setImmediate(resolve));
  return parts;
}

describe('UserCache', () => {
  afterEach(async () => {
    jest.useRealTimers();
    for (const cache of started.splice(0)) await cache.onModuleDestroy();
  });

  it('connects at its first read, and reads the database every time until it listens', async () => {
    const { cache, read, listener } = setup();
    const connecting = jest.spyOn(listener, 'on');
    expect(connecting).not.toHaveBeenCalled();
    await cache.get('kari', read);
    await cache.get('kari', read);
    expect(connecting).toHaveBeenCalled();
    expect(read).toHaveBeenCalledTimes(2);
    expect(listener.subscribe).not.toHaveBeenCalled();
  });

  it('reads a user once while listening, and hands out copies nothing can change', async () => {
    const { cache, read, listener } = await listening();
    expect(listener.subscribe).toHaveBeenCalledWith('test:user-changes');
    const first = (await cache.get('kari', read))!;
    first.role = 'admin';
    first.emailVerifiedAt!.setFullYear(2000);
    const second = (await cache.get('kari', read))!;
    expect(read).toHaveBeenCalledTimes(1);
    expect(second).toBeInstanceOf(User);
    expect(second).toEqual(user('kari'));
    expect(await cache.get('nobody', read)).toBeNull();
    // A user that is not there is asked for again.
    expect(await cache.get('nobody', read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('drops a changed user at once and tells the other processes', async () => {
    const { cache, read, rows, publish } = await listening();
    await cache.get('kari', read);
    rows.set('kari', user('kari', 1));
    await cache.changed('kari');
    expect(publish).toHaveBeenCalledWith('test:user-changes', 'kari');
    expect((await cache.get('kari', read))!.tokenVersion).toBe(1);
  });

  it('drops a user another process changed when it hears of it', async () => {
    const { cache, read, rows, listener } = await listening();
    await cache.get('kari', read);
    rows.set('kari', user('kari', 1));
    listener.hear('test:user-changes', 'kari');
    expect((await cache.get('kari', read))!.tokenVersion).toBe(1);
  });

  it('does not keep a read that a change overtook', async () => {
    const { cache, rows, listener } = await listening();
    let answer: (found: User) => void = () => undefined;
    const slowRead = jest.fn(() => new Promise<User>((resolve) => (answer = resolve)));
    const reading = cache.get('kari', slowRead);
    // The change is committed and heard while the read, begun before it, is on its way.
    rows.set('kari', user('kari', 1));
    listener.hear('test:user-changes', 'kari');
    answer(user('kari', 0));
    expect((await reading)!.tokenVersion).toBe(0);
    const read = jest.fn(async () => rows.get('kari')!);
    expect((await cache.get('kari', read))!.tokenVersion).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets everything when its connection is cut, and reads the database until it listens again', async () => {
    const { cache, read, rows, listener } = await listening();
    await cache.get('kari', read);
    listener.cut();
    rows.set('kari', user('kari', 1));
    // Missed while cut: the change was announced to nobody here.
    expect((await cache.get('kari', read))!.tokenVersion).toBe(1);
    rows.set('kari', user('kari', 2));
    expect((await cache.get('kari', read))!.tokenVersion).toBe(2);
    listener.connected();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('kari', read))!.tokenVersion).toBe(2);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('keeps a user for KEEP_MS at most', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const { cache, read } = await listening();
    await cache.get('kari', read);
    jest.setSystemTime(Date.now() + KEEP_MS - 1);
    await cache.get('kari', read);
    expect(read).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + 2);
    await cache.get('kari', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not hold the change up for a Redis that does not answer, and tells the others once it does', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const { cache, read, publish } = await listening();
    await cache.get('kari', read);
    // A frozen Redis: the publish never answers.
    publish.mockImplementation(() => new Promise(() => undefined));
    const changing = cache.changed('kari');
    await jest.advanceTimersByTimeAsync(ANNOUNCE_WAIT_MS);
    await changing;
    expect(read).toHaveBeenCalledTimes(1);
    await cache.get('kari', read);
    expect(read).toHaveBeenCalledTimes(2);
    // Redis answers again: the word goes out on the next try.
    publish.mockClear();
    publish.mockImplementation(async () => 1);
    await jest.advanceTimersByTimeAsync(ANNOUNCE_WAIT_MS + 1000);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish).toHaveBeenCalledWith('test:user-changes', 'kari');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('stops trying once no process can still keep the user', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const { cache, publish } = await listening();
    publish.mockImplementation(async () => {
      throw new Error('Redis er borte');
    });
    await cache.changed('kari');
    await jest.advanceTimersByTimeAsync(KEEP_MS + 5000);
    const tries = publish.mock.calls.length;
    expect(tries).toBeGreaterThan(10);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(publish).toHaveBeenCalledTimes(tries);
  });
});
