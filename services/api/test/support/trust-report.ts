import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Where scripts/lib/trust-report.mjs collects the figures for the test command's summary line.
const TRUST_REPORT_DIR = path.resolve(__dirname, '../../../../reports/trust');

/** Writes one suite's trust figures (issue #16) for the summary line at the end of `npm test`. */
export function recordTrustFigures(name: string, figures: Record<string, unknown>): void {
  mkdirSync(TRUST_REPORT_DIR, { recursive: true });
  writeFileSync(path.join(TRUST_REPORT_DIR, `${name}.json`), JSON.stringify(figures));
}

/** A failure drill that passed; a failed one fails its test and so the test command. */
export function recordDrill(name: string): void {
  recordTrustFigures(`drill-${name}`, { suite: 'drill', name, passed: true });
}
