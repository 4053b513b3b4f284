// `npm run e2e`: builds the product, then runs every browser journey with node's test runner.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ROOT } from '../scripts/lib/suite.mjs';

await buildAll({ quiet: true });
const dir = path.join(ROOT, 'e2e/tests');
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.test.mjs'))
  .map((file) => path.join(dir, file));
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
