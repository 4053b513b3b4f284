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

const REMOTES = ['mf-public', 'mf-student', 'mf-business', 'mf-admin'];

/** The largest page of a remote: the gzip sizes of the chunks its build lists for the page. */
function largestPage(app) {
  const dist = path.join(ROOT, 'apps', app, 'dist');
  const pages = JSON.parse(readFileSync(path.join(dist, 'page-chunks.json'), 'utf8'));
  return Object.entries(pages)
    .map(([page, files]) => ({
      page: `${app} ${page}`,
      bytes: files.reduce((sum, file) => sum + gz(path.join(dist, file)), 0),
    }))
    .reduce((largest, page) => (page.bytes > largest.bytes ? page : largest));
}

/** The figures #17 sets targets for, in bytes: the shell's first load, remote entries, pages. */
export function bundleFigures() {
  const entries = REMOTES.map((app) => ({
    app,
    bytes: gz(path.join(ROOT, 'apps', app, 'dist', 'remoteEntry.js')),
  }));
  return {
    shell: shellFirstLoad(),
    largestEntry: entries.reduce((largest, entry) =>
      entry.bytes > largest.bytes ? entry : largest,
    ),
    largestPage: REMOTES.map(largestPage).reduce((largest, page) =>
      page.bytes > largest.bytes ? page : largest,
    ),
  };
}

export function bundleSizes() {
  const rows = [['shell: first load (html + entry scripts)', shellFirstLoad()]];
  for (const app of REMOTES) {
    const dist = path.join(ROOT, 'apps', app, 'dist');
    rows.push([`${app}: remoteEntry.js`, gz(path.join(dist, 'remoteEntry.js'))]);
    const total = walk(dist)
      .filter((f) => /\.(js|css)$/.test(f))
      .reduce((sum, f) => sum + gz(f), 0);
    rows.push([`${app}: all chunks (most are shared and loaded once)`, total]);
  }
  return rows.map(([name, bytes]) => `${name.padEnd(58)} ${kib(bytes).padStart(10)}`);
}
