// The trust figures of a test run (#16): each suite writes its own file under reports/trust/, and
// `npm test` ends with one line summing them up (scripts/trust-summary.mjs).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TRUST_REPORT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../reports/trust',
);

export async function recordTrustFigures(name, figures) {
  await mkdir(TRUST_REPORT_DIR, { recursive: true });
  await writeFile(path.join(TRUST_REPORT_DIR, `${name}.json`), JSON.stringify(figures));
}

/** A failure drill that passed; a failed one fails its test and so the test command. */
export function recordDrill(name) {
  return recordTrustFigures(`drill-${name}`, { suite: 'drill', name, passed: true });
}

export async function readTrustFigures() {
  const files = await readdir(TRUST_REPORT_DIR).catch(() => []);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(path.join(TRUST_REPORT_DIR, file), 'utf8'))),
  );
}

export function clearTrustFigures() {
  return rm(TRUST_REPORT_DIR, { recursive: true, force: true });
}
