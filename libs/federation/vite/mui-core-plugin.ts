import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';
import { chunksByFile, withStaticImports } from './chunk-graph.ts';
import { MUI_CORE_FILE, readMuiCore } from './mui-core.ts';

const PROXY = '\0yrkesbro:mui-core:';
const TAKER = '\0yrkesbro:mui-core-taker';
const OFFER_MODULE = path.resolve(import.meta.dirname, '../src/mui-core-offer.ts');
const TAKERS_CHUNK = 'mui-core-takers';
// The remote's fallback of the core, what it runs when the shell's core differs, is a copy of
// its own: had its modules been the remote's, those that reach a listed module through one the
// core leaves out (a package's index) would take it from the core, which waits for the fallback.
const OWN_COPY = '?mui-core-own';

/**
 * In a remote's build, every import of a module the MUI core lists (mui-core.ts) becomes a
 * module that takes it from the core the shell offers from its first load (mui-core-offer.ts);
 * the remote's own copy of the core is loaded only under a shell whose core differs.
 */
export function muiCorePlugin(): Plugin {
  const { modules, version } = readMuiCore();
  const filesByName = new Map([...modules].map(([file, name]) => [name, file]));
  return {
    name: 'yrkesbro-mui-core',
    apply: 'build',
    enforce: 'pre',
    // These modules in one chunk of their own: alone, a page asked for thirty files of a hundred
    // bytes each. The remote's own copy of the core is the chunk named 'mui-core'. Ahead of the
    // pages' shared chunk (page-chunks-plugin.ts), which would take them with its modules.
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: TAKERS_CHUNK, test: /yrkesbro:mui-core/, priority: 1 }],
            },
          },
        },
      },
    }),
    async buildStart() {
      await init;
    },
    async resolveId(source, importer, options) {
      if (source === TAKER) return TAKER;
      if (!importer || source.startsWith('\0') || importer.startsWith(PROXY)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      if (importer === MUI_CORE_FILE || importer.endsWith(OWN_COPY)) {
        const file = path.isAbsolute(resolved.id) && !resolved.id.includes('?');
        return file ? { ...resolved, id: `${resolved.id}${OWN_COPY}` } : resolved;
      }
      const name = modules.get(resolved.id);
      return name ? `${PROXY}${name}` : resolved;
    },
    // The taker waits for the core at its top level: were it among the own copy's imports, a
    // remote under another shell's core would wait for itself.
    generateBundle(_options, bundle) {
      const chunks = chunksByFile(bundle);
      const own = [...chunks.values()].find((chunk) => chunk.facadeModuleId === MUI_CORE_FILE);
      const takers = [...chunks.values()].find((chunk) => chunk.name === TAKERS_CHUNK);
      if (!own || !takers) return;
      if (withStaticImports(chunks, [own.fileName]).has(takers.fileName))
        this.error(`mui-core: fjernappens egen kopi av MUI-kjernen importerer ${takers.fileName}`);
    },
    load(id) {
      if (id === TAKER)
        return [
          `import { takeMuiCore } from ${JSON.stringify(OFFER_MODULE)};`,
          `export const core = await takeMuiCore('${version}', () => import(${JSON.stringify(MUI_CORE_FILE)}));`,
        ].join('\n');
      if (!id.startsWith(PROXY)) return null;
      const name = id.slice(PROXY.length);
      const file = filesByName.get(name);
      if (!file) throw new Error(`mui-core: ukjent modul ${name}`);
      const names = exportsOf(file);
      const named = names.filter((exported) => exported !== 'default');
      return [
        `import { core as __core } from '${TAKER}';`,
        `const __taken = __core.${name};`,
        names.includes('default') ? 'export default __taken.default;' : '',
        named.length ? `export const { ${named.join(', ')} } = __taken;` : '',
      ].join('\n');
    },
  };
}

/** The names a module exports, through its `export * from` to any depth. */
function exportsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const [imports, exports] = parse(source, file);
  const names = exports.map((entry) => entry.n);
  for (const entry of imports) {
    if (!entry.n || !/^export\s*\*\s*from/.test(source.slice(entry.ss, entry.se))) continue;
    // MUI's modules re-export only their own files; anything else would need the resolver.
    if (!entry.n.startsWith('.')) throw new Error(`mui-core: ${file} re-eksporterer ${entry.n}`);
    const target = path.resolve(path.dirname(file), entry.n);
    names.push(...exportsOf(target, seen).filter((exported) => exported !== 'default'));
  }
  return [...new Set(names)];
}
