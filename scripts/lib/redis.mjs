// Finds a Redis for the suite: the one at REDIS_URL (default 127.0.0.1:6379), else a redis-server we start there.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import Redis from 'ioredis';

async function ping(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().includes('PONG') || data.toString().includes('NOAUTH'));
    });
    socket.once('error', () => resolve(false));
  });
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Returns `{ url, kind }`: the Redis at REDIS_URL (default 127.0.0.1:6379), or, when nothing
 * answers at that local address, a redis-server that `processes` starts there.
 */
export async function resolveRedis({ processes }) {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { hostname, port: portText } = new URL(url);
  const port = portText || '6379';
  const address = `${hostname}:${port}`;
  if (await ping(url)) {
    return {
      url,
      kind: process.env.REDIS_URL ? `REDIS_URL (${address})` : `lokal Redis (${address})`,
    };
  }
  if (!LOCAL_HOSTS.has(hostname)) throw new Error(`Redis på REDIS_URL (${url}) svarer ikke.`);
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(
      `Fant ingen Redis på ${address}, og redis-server er ikke installert.\n` +
        'Installer Redis (Debian/Ubuntu: apt-get install redis-server, macOS: brew install redis), ' +
        'eller sett REDIS_URL til en Redis som kjører.',
    );
  }
  processes.start('redis', 'redis-server', [
    '--bind',
    '127.0.0.1',
    '--port',
    port,
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 40; i++) {
    if (await ping(url)) return { url, kind: `redis-server startet av npm start (${address})` };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`redis-server startet, men svarer ikke på ${address}.`);
}

/** Removes every key under `prefix`: what a test run of the suite left in a shared Redis. */
export async function deleteKeys(url, prefix) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
