// What a visitor downloads: gzip sizes of the shell's first load and of each remote.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/lib/suite.mjs';

const gz = (file) => gzipSync(readFileSync(file)).length;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** The shell's first load: index.html and the scripts and styles it references directly. */
function shellFirstLoad() {
  const dist = path.join(ROOT, 'apps/shell/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) =>
    path.join(dist, m[1]),
  );
  return [path.join(dist, 'index.html'), ...refs].reduce((sum, file) => sum + gz(file), 0);
}

export function bundleSizes() {
  const rows = [['shell: first load (html + entry scripts)', shellFirstLoad()]];
  for (const app of ['mf-public', 'mf-student', 'mf-business', 'mf-admin']) {
    const dist = path.join(ROOT, 'apps', app, 'dist');
    rows.push([`${app}: remoteEntry.js`, gz(path.join(dist, 'remoteEntry.js'))]);
    const total = walk(dist)
      .filter((f) => /\.(js|css)$/.test(f))
      .reduce((sum, f) => sum + gz(f), 0);
    rows.push([`${app}: all chunks (most are shared and loaded once)`, total]);
  }
  return rows.map(([name, bytes]) => `${name.padEnd(58)} ${kib(bytes).padStart(10)}`);
}
