// `node scripts/trust-summary.mjs reset` before the tests, `node scripts/trust-summary.mjs` after:
// one line with what the trust suites checked (issue #16), from the figures they wrote.
import { clearTrustFigures, readTrustFigures } from './lib/trust-report.mjs';

if (process.argv[2] === 'reset') {
  await clearTrustFigures();
  process.exit(0);
}

const figures = await readTrustFigures();
const suite = (name) => figures.find((entry) => entry.suite === name);
const matrix = suite('authorization-matrix');
const hostile = suite('hostile-input');
const drills = figures.filter((entry) => entry.suite === 'drill' && entry.passed);

const parts = [
  matrix
    ? `${matrix.routes} ruter × ${matrix.actors} aktører = ${matrix.checks} tilgangskontroller, ${matrix.violations} brudd`
    : 'tilgangsmatrisen kjørte ikke',
  hostile
    ? `${hostile.requests} fiendtlige forespørsler mot ${hostile.routes} ruter, ${hostile.serverErrors} svar med 5xx`
    : 'fiendtlig input kjørte ikke',
  `${drills.length} feiløvelser bestått (${drills.map((drill) => drill.name).join(', ') || 'ingen'})`,
];
console.log(`Tillit: ${parts.join(' · ')}`);
