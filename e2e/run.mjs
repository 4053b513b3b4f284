// `npm run e2e`: builds the product, then runs every browser journey with node's test runner.
// `npm run e2e -- e2e/tests/spec-routes.test.mjs` runs only the journeys named.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ROOT } from '../scripts/lib/suite.mjs';

const dir = path.join(ROOT, 'e2e/tests');
const named = process.argv.slice(2).map((file) => path.resolve(file));
const missing = named.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`Fant ikke: ${missing.join(', ')}`);
  process.exit(1);
}
const files =
  named.length > 0
    ? named
    : readdirSync(dir)
        .filter((file) => file.endsWith('.test.mjs'))
        .map((file) => path.join(dir, file));

await buildAll({ quiet: true });
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
