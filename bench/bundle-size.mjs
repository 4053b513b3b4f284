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

/** An app's build output. */
const distOf = (app) => path.join(ROOT, 'apps', app, 'dist');
const SHELL_DIST = distOf('shell');
const shellHtml = () => readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');

/** The files of the shell's first load: index.html and the scripts and styles it names. */
function shellFirstLoadFiles() {
  const refs = [...shellHtml().matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) =>
    path.join(SHELL_DIST, m[1]),
  );
  return [path.join(SHELL_DIST, 'index.html'), ...refs];
}

/** The shell's first load: index.html and the scripts and styles it references directly. */
function shellFirstLoad() {
  return shellFirstLoadFiles().reduce((sum, file) => sum + gz(file), 0);
}

const REMOTES = ['mf-public', 'mf-student', 'mf-business', 'mf-admin'];

/** A remote's pages, each with the chunks its build lists for it (page-chunks.json). */
function pageChunksOf(app) {
  return JSON.parse(readFileSync(path.join(distOf(app), 'page-chunks.json'), 'utf8'));
}

/** The largest page of a remote: the gzip sizes of the chunks its build lists for the page. */
function largestPage(app) {
  const dist = distOf(app);
  return Object.entries(pageChunksOf(app))
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
    bytes: gz(path.join(distOf(app), 'remoteEntry.js')),
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

const APPS = ['shell', ...REMOTES];

/**
 * The chunks a visitor of every page of `app` downloads: for a remote, those its build lists for
 * its pages (page-chunks.json), not the copies of shared libraries it falls back on only under a
 * shell that offers other versions; for the shell, all of its own.
 */
function downloadedChunks(app, modules) {
  if (app === 'shell') return Object.keys(modules);
  return [...new Set(Object.values(pageChunksOf(app)).flat())];
}

/** An app's build's list of the library modules in each of its chunks (library-modules-plugin.ts). */
const libraryModulesOf = (app) =>
  JSON.parse(readFileSync(path.join(distOf(app), 'library-modules.json'), 'utf8'));

/**
 * A module's library, from its path in library-modules.json (from the repository's root:
 * `node_modules/a/node_modules/b/…` for a version of `b` nested under `a`): the library's name
 * and where it is installed.
 */
function libraryOf(module) {
  const at = module.lastIndexOf('node_modules/');
  const inPackage = module.slice(at + 'node_modules/'.length);
  const name = inPackage
    .split('/')
    .slice(0, inPackage.startsWith('@') ? 2 : 1)
    .join('/');
  return { name, install: `${module.slice(0, at)}node_modules/${name}` };
}

/** The libraries the apps' builds bundle from more than one install (two versions), with those. */
export function librariesInTwoVersions() {
  const installs = new Map();
  for (const app of APPS) {
    for (const chunk of Object.values(libraryModulesOf(app))) {
      for (const module of Object.keys(chunk.modules)) {
        const { name, install } = libraryOf(module);
        installs.set(name, (installs.get(name) ?? new Set()).add(install));
      }
    }
  }
  return [...installs]
    .filter(([, found]) => found.size > 1)
    .map(([name, found]) => ({ name, installs: [...found].sort() }));
}

/**
 * "No library bundled twice": the libraries' code a visitor of every page of the shell and the
 * remotes downloads more than once, from each build's list of the library modules in its chunks
 * (libs/federation/vite/library-modules-plugin.ts). A module's gzip size is its chunk's,
 * apportioned by the length of its code in the chunk. Answers the bytes beyond the first copy of
 * each module, their module count, the bytes by package, and all the libraries' bytes that
 * visitor downloads, copies included.
 */
export function libraryDuplicates() {
  const copies = new Map();
  for (const app of APPS) {
    const dist = distOf(app);
    const modules = libraryModulesOf(app);
    for (const file of downloadedChunks(app, modules)) {
      const chunk = modules[file];
      if (!chunk) continue;
      const perRendered = gz(path.join(dist, file)) / chunk.rendered;
      for (const [module, rendered] of Object.entries(chunk.modules)) {
        const byApp = copies.get(module) ?? new Map();
        byApp.set(app, (byApp.get(app) ?? 0) + rendered * perRendered);
        copies.set(module, byApp);
      }
    }
  }
  let bytes = 0;
  let count = 0;
  let all = 0;
  const byPackage = new Map();
  for (const [module, byApp] of copies) {
    const sizes = [...byApp.values()];
    const total = sizes.reduce((sum, size) => sum + size, 0);
    all += total;
    if (byApp.size < 2) continue;
    const extra = total - Math.max(...sizes);
    const { name } = libraryOf(module);
    byPackage.set(name, (byPackage.get(name) ?? 0) + extra);
    bytes += extra;
    count += 1;
  }
  return { bytes, count, all, byPackage: [...byPackage].sort((a, b) => b[1] - a[1]) };
}

/**
 * Visits as people make them, each the remote pages opened in turn (their keys in the remote's
 * page-chunks.json): what "no library bundled twice" is for, seen from one person's phone.
 */
const VISITS = [
  {
    name: 'a visitor: the landing page, a category, the FAQ',
    pages: [
      ['mf-public', 'landing'],
      ['mf-public', 'category'],
      ['mf-public', 'faq'],
    ],
  },
  {
    name: 'a student, signed in: the job search, an application, the dashboard',
    pages: [
      ['mf-student', 'jobs'],
      ['mf-student', 'apply'],
      ['mf-student', 'dashboard'],
    ],
  },
  {
    name: 'a business, signed in: the dashboard, a new job, the students',
    pages: [
      ['mf-business', 'dashboard'],
      ['mf-business', 'job-create'],
      ['mf-business', 'students'],
    ],
  },
];

/** The chunks a remote's `./routes` module needs, from its build's mf-manifest.json. */
function routesChunksOf(app) {
  const manifest = JSON.parse(readFileSync(path.join(distOf(app), 'mf-manifest.json'), 'utf8'));
  return manifest.exposes.find((expose) => expose.path === './routes').assets.js.sync;
}

/**
 * What each of VISITS downloads, gzip, each file once: the shell's first load, the federation
 * host's chunks with the MUI core (index.html's early script names them), and for each page its
 * remote's entry, its routes module's chunks and the page's own. The API's answers and the fonts
 * are left out; so is the sign-in, which a returning visitor's cookie skips.
 */
export function visitBytes() {
  const federation = (/data-federation="([^"]*)"/.exec(shellHtml())?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((file) => path.join(SHELL_DIST, file));
  return VISITS.map(({ name, pages }) => {
    const files = new Set([...shellFirstLoadFiles(), ...federation]);
    for (const [app, page] of pages) {
      const dist = distOf(app);
      const chunks = pageChunksOf(app)[page];
      if (!chunks) throw new Error(`${app} har ingen side ${page} i page-chunks.json`);
      for (const file of ['remoteEntry.js', ...routesChunksOf(app), ...chunks])
        files.add(path.join(dist, file));
    }
    return { name, files: files.size, bytes: [...files].reduce((sum, file) => sum + gz(file), 0) };
  });
}

export function bundleSizes() {
  const rows = [['shell: first load (html + entry scripts)', shellFirstLoad()]];
  for (const app of REMOTES) {
    const dist = distOf(app);
    rows.push([`${app}: remoteEntry.js`, gz(path.join(dist, 'remoteEntry.js'))]);
    const total = walk(dist)
      .filter((f) => /\.(js|css)$/.test(f))
      .reduce((sum, f) => sum + gz(f), 0);
    rows.push([`${app}: all chunks (most are shared and loaded once)`, total]);
  }
  return rows.map(([name, bytes]) => `${name.padEnd(58)} ${kib(bytes).padStart(10)}`);
}
