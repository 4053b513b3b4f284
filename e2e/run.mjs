// `npm run e2e`: builds the product, then runs every browser journey with node's test runner.
// `npm run e2e -- e2e/tests/spec-routes.test.mjs` runs only the journeys named.
//
// Journeys run in two slots at once, each on its own ports (YB_E2E_PORT_OFFSET), because a
// journey spends most of its time waiting on the browser and its servers: two of them keep the
// machine's two cores busy and halve the wall time. YB_E2E_SLOTS=1 runs them one by one.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ROOT } from '../scripts/lib/suite.mjs';

// The second slot's ports stay clear of the first slot's, of the dev suite (offset 0 from 3000)
// and of the offsets npm-start.test.mjs tries (400–990); see e2e/support/test-suite.mjs.
const SLOT_OFFSETS = [0, 205];

// npm-start.test.mjs runs `npm start`, which builds the product again; the build rewrites the
// dist folders that the other slot's suite is starting from. It runs alone, after the others.
const ALONE = new Set(['npm-start.test.mjs']);

const dir = path.join(ROOT, 'e2e/tests');
const named = process.argv.slice(2).map((file) => path.resolve(file));
const missing = named.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`Fant ikke: ${missing.join(', ')}`);
  process.exit(1);
}
const files = (
  named.length > 0
    ? named
    : readdirSync(dir)
        .filter((file) => file.endsWith('.test.mjs'))
        .map((file) => path.join(dir, file))
)
  // Longest first, so that the two slots end close together; a file's size is a fair guess.
  .sort((a, b) => statSync(b).size - statSync(a).size);

const baseOffset = Number(process.env.YB_E2E_PORT_OFFSET ?? 0);
const slotCount = Math.max(
  1,
  Math.min(
    Number(process.env.YB_E2E_SLOTS ?? SLOT_OFFSETS.length),
    SLOT_OFFSETS.length,
    files.length,
  ),
);

await buildAll({ quiet: true });

/** Runs one journey file and prints its output in one piece when it ends. */
function runFile(file, offset) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], {
      env: { ...process.env, YB_E2E_PORT_OFFSET: String(baseOffset + offset) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const name = path.relative(ROOT, file);
      console.log(`\n── ${name} (${seconds} s${code === 0 ? '' : ', FEILET'})`);
      const text = Buffer.concat(output).toString();
      process.stdout.write(text);
      resolve({
        name,
        seconds,
        passed: code === 0,
        tests: count(text, 'tests'),
        pass: count(text, 'pass'),
      });
    });
  });
}

// The spec reporter ends with lines such as "ℹ tests 12" and "ℹ pass 12".
function count(text, label) {
  const match = text.match(new RegExp(`^ℹ ${label} (\\d+)$`, 'm'));
  return match ? Number(match[1]) : 0;
}

const queue = files.filter((file) => !ALONE.has(path.basename(file)));
const alone = files.filter((file) => ALONE.has(path.basename(file)));
const results = [];
async function slot(offset) {
  for (let file = queue.shift(); file; file = queue.shift()) {
    results.push(await runFile(file, offset));
  }
}
const started = Date.now();
await Promise.all(SLOT_OFFSETS.slice(0, slotCount).map((offset) => slot(offset)));
for (const file of alone) results.push(await runFile(file, SLOT_OFFSETS[0]));

const failed = results.filter((result) => !result.passed);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
const sum = (key) => results.reduce((total, result) => total + result[key], 0);
console.log(
  `\nNettleserreiser: ${sum('pass')} av ${sum('tests')} bestått i ${results.length} filer på ${minutes} min (${slotCount} om gangen).`,
);
for (const result of failed) console.log(`  FEILET: ${result.name}`);
process.exit(failed.length === 0 ? 0 : 1);
