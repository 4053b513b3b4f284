import { adminQuery, databaseUrl } from './test-database';

/** Each test run gets its own database and Redis key prefix, so runs never see each other. */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const name = `yb_test_${runId}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  process.env.YB_TEST_DATABASE = name;
  process.env.DATABASE_URL = databaseUrl(name);
  process.env.REDIS_PREFIX = `yb-test-${runId}`;
}
