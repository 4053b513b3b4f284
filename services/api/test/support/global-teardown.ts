import Redis from 'ioredis';
import { dropRunDatabases } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.YB_TEST_DATABASE;
  if (name) await dropRunDatabases(name);
  const prefix = process.env.REDIS_PREFIX;
  if (!prefix) return;
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
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
