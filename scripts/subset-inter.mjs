// Writes Inter's faces the shell serves (apps/shell/src/fonts/) from @fontsource-variable/inter's
// files: each pinned to the weights the pages use (400-700, of the font's 100-900), then cut to
// the characters its rule in apps/shell/src/inter-fonts.css names (its unicode-range) and to the
// OpenType features the pages use: kerning, marks, contextual forms and tabular figures
// (DESIGN.md's counters). @fontsource's Latin file also carries fractions, numerators and glyph
// names. Needs Python's fontTools with brotli (Debian: python3-fonttools python3-brotli);
// `PYTHON` names the interpreter, python3 by default.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SHELL_SRC = new URL('../apps/shell/src/', import.meta.url).pathname;
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];
const WEIGHTS = 'wght=400:700';
const python = process.env.PYTHON ?? 'python3';
const fontsource = path.dirname(
  createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ),
);

const css = readFileSync(path.join(SHELL_SRC, 'inter-fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  file: /src:\s*url\('\.\/(fonts\/[\w-]+\.woff2)'\)/.exec(body)?.[1],
  range: /unicode-range:([^;]+);/.exec(body)?.[1].replace(/\s+/g, ''),
}));
if (faces.length === 0 || faces.some(({ file, range }) => !file || !range))
  throw new Error('subset-inter: fant ikke fil og unicode-range i hver @font-face');

mkdirSync(path.join(SHELL_SRC, 'fonts'), { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'subset-inter-'));
try {
  for (const { file, range } of faces) {
    const from = path.join(fontsource, path.basename(file));
    const pinned = path.join(work, `${path.basename(file, '.woff2')}.ttf`);
    const to = path.join(SHELL_SRC, file);
    execFileSync(python, ['-m', 'fontTools.varLib.instancer', from, WEIGHTS, '-q', '-o', pinned]);
    execFileSync(python, [
      '-m',
      'fontTools.subset',
      pinned,
      `--unicodes=${range}`,
      `--layout-features=${FEATURES.join(',')}`,
      '--flavor=woff2',
      `--output-file=${to}`,
    ]);
    console.log(`${file}: ${statSync(from).size} → ${statSync(to).size} bytes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
