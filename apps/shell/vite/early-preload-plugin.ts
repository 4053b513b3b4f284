import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, defaultClientConditions, type Plugin, type Rolldown } from 'vite';
import { AFTER_PAINT_SCRIPT_NAME, EARLY_SCRIPT_NAME, FEDERATION_ATTRIBUTE } from './early-head.ts';
import { federationChunks } from './federation-chunks.ts';

const ENTRY = 'src/remotes/early-preload.ts';
const AFTER_PAINT_ENTRY = 'src/after-paint-entry.ts';

/**
 * Bundles `src/remotes/early-preload.ts` on its own, as one small classic script, and names it
 * first in index.html, `async`: it runs as soon as it arrives, before the shell's module graph
 * has, and starts on the remote's page the address shows, the federation host's chunks with it
 * (the script names them, `federation-chunks.ts`), and the session check (`/api/auth/me`), which
 * every signed-in page waits for once the shell has run. The prerendered pages leave it out; their
 * own script, `src/after-paint-entry.ts`, is bundled here the same way (prerendered-html.ts).
 */
export function earlyPreloadPlugin(): Plugin {
  let root = '';
  let base = '/';
  let fileName = '';
  return {
    name: 'yrkesbro-early-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      fileName = await emitClassicScript(this, root, ENTRY, EARLY_SCRIPT_NAME);
      // The prerendered pages' own (prerender/prerendered-html.ts), found there by its name.
      await emitClassicScript(this, root, AFTER_PAINT_ENTRY, AFTER_PAINT_SCRIPT_NAME);
    },
    transformIndexHtml: {
      // After the bundle is written: the script names the federation host's chunks.
      order: 'post',
      handler: (_html, { bundle, chunk }) => [
        {
          tag: 'script',
          attrs: {
            async: true,
            src: `${base}${fileName}`,
            [FEDERATION_ATTRIBUTE]:
              bundle && chunk
                ? federationChunks(bundle, chunk)
                    .map((file) => `${base}${file}`)
                    .join(' ')
                : '',
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

/** Bundles `entry` as one small classic script, `assets/<name>-<hash>.js`; its file name. */
async function emitClassicScript(
  context: Rolldown.PluginContext,
  root: string,
  entry: string,
  name: string,
): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { conditions: ['@yrkesbro/source', ...defaultClientConditions] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(root, entry), formats: ['iife'], name: 'yrkesbroClassicScript' },
    },
  });
  const code = (Array.isArray(output) ? output[0] : (output as Rolldown.RolldownOutput)).output[0]
    .code;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  const fileName = `assets/${name}-${hash}.js`;
  context.emitFile({ type: 'asset', fileName, source: code });
  return fileName;
}
