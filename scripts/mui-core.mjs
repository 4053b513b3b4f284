// Writes the MUI core's list (libs/ui/src/mui-core.js) from the shell's build: the MUI modules
// of the shell's first load and of the components offered beyond it. Offering a module as part of the core keeps all of its exports in
// the shell, which can bring a module or two more into the first load; so the shell is built
// until the list stays the same, then once more without writing, as `npm run build` does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIST = new URL('../libs/ui/src/mui-core.js', import.meta.url);
const buildShell = (env) =>
  execFileSync('npx', ['nx', 'run', '@yrkesbro/shell:build', '--skip-nx-cache'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });

for (let round = 1; ; round += 1) {
  const before = readFileSync(LIST, 'utf8');
  buildShell({ MUI_CORE_WRITE: '1' });
  if (readFileSync(LIST, 'utf8') === before) break;
  if (round === 5) throw new Error('mui-core: listen endret seg fortsatt etter fem bygg');
}
buildShell({});
console.log('mui-core: listen er lik skallets første last');
