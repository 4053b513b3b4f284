/**
 * Names this test run: each test file gets its own database `<name>_<file>` (see test-app) and
 * the run its own Redis prefix, so runs and files never see each other.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  process.env.YB_TEST_DATABASE = `yb_test_${runId}`;
  process.env.REDIS_PREFIX = `yb-test-${runId}`;
}
