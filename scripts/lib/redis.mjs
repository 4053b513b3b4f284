// Finds a Redis for the suite: REDIS_URL, else 127.0.0.1:6379, else a redis-server we start.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

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

/** Returns `{ url, kind }`; `processes` starts redis-server when none answers. */
export async function resolveRedis({ processes }) {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await ping(url))
    return { url, kind: process.env.REDIS_URL ? 'REDIS_URL' : 'lokal Redis (127.0.0.1:6379)' };
  if (process.env.REDIS_URL) throw new Error(`Redis på REDIS_URL (${url}) svarer ikke.`);
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(
      'Fant ingen Redis på 127.0.0.1:6379 og redis-server er ikke installert.\n' +
        'Installer Redis (Debian/Ubuntu: apt-get install redis-server, macOS: brew install redis) eller sett REDIS_URL.',
    );
  }
  processes.start('redis', 'redis-server', [
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 40; i++) {
    if (await ping(url)) return { url, kind: 'redis-server startet av npm start' };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('redis-server startet, men svarer ikke på 127.0.0.1:6379.');
}
