import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, defaultServerConditions } from 'vite';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import type { RemoteRoutesModule } from '../../../libs/federation/src/remotes.ts';
import {
  afterPaintScriptIn,
  inlineStylesheets,
  waitForPreloadedFonts,
  prerenderedPage,
  withFontPreloads,
  withModulePreloads,
  withScriptsAfterPaint,
  withSessionCheckLoader,
} from './prerendered-html.ts';
import { federationChunks } from '../vite/federation-chunks.ts';
import { lazyChunksOf } from './lazy-chunks.ts';
import type * as RenderRouteModule from './render-route.tsx';
import type { RenderedRoute } from './render-route.tsx';

// Beside the build's index.html, which stays the page of every other address.
const PRERENDERED_DIR = 'prerendered';
// The addresses prerendered, for the preview server: a file name alone would also answer
// /index with the landing page.
const ROUTES_FILE = `${PRERENDERED_DIR}/routes.json`;

/** '/' → prerendered/index.html, '/faq' → prerendered/faq.html (nginx's try_files reads them so). */
function prerenderedFile(pathname: string): string {
  return pathname === '/' ? `${PRERENDERED_DIR}/index.html` : `${PRERENDERED_DIR}${pathname}.html`;
}

function prerenderedRoutesIn(outDir: string): Set<string> {
  const file = path.join(outDir, ROUTES_FILE);
  return new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
}

const WORKSPACE = path.resolve(import.meta.dirname, '../../..');

/**
 * Prerenders the public pages into HTML after the shell's build, so that a first visit paints
 * the page's text before any script has run. The preview server (npm start, the tests) and
 * nginx (docker/) answer those addresses with their page and every other with index.html.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | null = null;
  return {
    name: 'yrkesbro-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle(error) {
      // A failed build has no index.html to prerender into; its own error is the one to see.
      // Rolldown does not pass an error raised while generating the bundle: then none was
      // written.
      if (config.command !== 'build' || error || !bundle) return;
      await prerenderInto(path.resolve(config.root, config.build.outDir), bundle, config.base);
    },
    configurePreviewServer(server) {
      const routes = prerenderedRoutesIn(
        path.resolve(server.config.root, server.config.build.outDir),
      );
      server.middlewares.use((req, _res, next) => {
        // Read as a path on this host: '//faq' must not become a host named faq.
        const url = new URL(`http://localhost${req.url ?? '/'}`);
        if ((req.method === 'GET' || req.method === 'HEAD') && routes.has(url.pathname)) {
          req.url = `/${prerenderedFile(url.pathname)}${url.search}`;
        }
        next();
      });
    },
  };
}

async function prerenderInto(
  outDir: string,
  bundle: Rollup.OutputBundle,
  base: string,
): Promise<void> {
  const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const entry = Object.values(bundle).find(
    (output): output is Rollup.OutputChunk =>
      output.type === 'chunk' && output.isEntry && !!output.facadeModuleId?.endsWith('.html'),
  );
  if (!entry) throw new Error('Fant ikke skallets inngang i bygget');
  const readAsset = (href: string) => readFile(path.join(outDir, href), 'utf8');
  const assets = await readdir(path.join(outDir, 'assets'));
  const template = await inlineStylesheets(
    withScriptsAfterPaint(
      withFontPreloads(indexHtml, assets),
      `${base}assets/${afterPaintScriptIn(assets)}`,
    ),
    readAsset,
    waitForPreloadedFonts,
  );
  const vite = await createServer({
    configFile: false,
    root: WORKSPACE,
    mode: 'production',
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins: [react()],
    resolve: { conditions: ['@yrkesbro/source'] },
    ssr: { resolve: { conditions: ['@yrkesbro/source', ...defaultServerConditions] } },
  });
  try {
    const { renderRoute, renderSessionCheck, prerenderedRoutes, remotePageAt } =
      (await vite.ssrLoadModule(
        '/apps/shell/prerender/render-route.tsx',
      )) as typeof RenderRouteModule;
    // mf-public's exposed './routes' (its vite.config.ts), read from source.
    const mfPublic = await vite.ssrLoadModule('/apps/mf-public/src/routes.tsx');
    const routes = prerenderedRoutes();
    // Ran, not only seen: Vite's graph also holds the modules an import names before they run.
    const executedModules = () =>
      new Set(
        [...vite.moduleGraph.idToModuleMap].filter(([, node]) => node.ssrModule).map(([id]) => id),
      );
    for (const route of routes) {
      // The modules this route ran first: among them the shell's lazy page it shows.
      const before = executedModules();
      const rendered: RenderedRoute = await renderRoute(route, {
        mf_public: mfPublic as RemoteRoutesModule,
      });
      const loaded = [...executedModules()].filter((id) => !before.has(id));
      const file = path.join(outDir, prerenderedFile(route));
      await mkdir(path.dirname(file), { recursive: true });
      const page = prerenderedPage(template, route, rendered);
      // A remote's page (prerendered from source) also needs the federation host to start.
      const lazy = [
        ...lazyChunksOf(bundle, loaded, page),
        ...(remotePageAt(route) ? federationChunks(bundle, entry) : []),
      ];
      await writeFile(file, withModulePreloads(page, [...new Set(lazy)], base));
    }
    await writeFile(path.join(outDir, ROUTES_FILE), JSON.stringify(routes));
    await writeFile(
      path.join(outDir, 'index.html'),
      withSessionCheckLoader(
        await inlineStylesheets(indexHtml, readAsset),
        await renderSessionCheck(),
      ),
    );
  } finally {
    await vite.close();
  }
}
