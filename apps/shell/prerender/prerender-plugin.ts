import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, defaultServerConditions } from 'vite';
import type { Plugin, ResolvedConfig } from 'vite';
import type { RemoteRoutesModule } from '../../../libs/federation/src/remotes.ts';
import { inlineStylesheets, prerenderedPage, withFontPreloads } from './prerendered-html.ts';
import type * as RenderRouteModule from './render-route.tsx';
import type { RenderedRoute } from './render-route.tsx';

/** Where the prerendered pages lie inside the shell's build. */
export const PRERENDERED_DIR = 'prerendered';

/** The file of an address's prerendered page: '/' → prerendered/index.html, '/faq' → prerendered/faq.html. */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? `${PRERENDERED_DIR}/index.html` : `${PRERENDERED_DIR}${pathname}.html`;
}

const WORKSPACE = path.resolve(import.meta.dirname, '../../..');

/**
 * Prerenders the public pages into HTML after the shell's build, so that a first visit paints
 * the page's text before any script has run. The preview server (npm start, the tests) and
 * nginx (docker/) answer those addresses with their page and every other with index.html.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'yrkesbro-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build') return;
      await prerenderInto(path.resolve(config.root, config.build.outDir));
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const file = prerenderedFile(url.pathname);
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          existsSync(path.join(outDir, file))
        ) {
          req.url = `/${file}${url.search}`;
        }
        next();
      });
    },
  };
}

async function prerenderInto(outDir: string): Promise<void> {
  const template = await inlineStylesheets(
    withFontPreloads(
      await readFile(path.join(outDir, 'index.html'), 'utf8'),
      await readdir(path.join(outDir, 'assets')),
    ),
    (href) => readFile(path.join(outDir, href), 'utf8'),
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
    const { renderRoute, prerenderedRoutes } = (await vite.ssrLoadModule(
      '/apps/shell/prerender/render-route.tsx',
    )) as typeof RenderRouteModule;
    // mf-public's exposed './routes' (its vite.config.ts), read from source.
    const mfPublic = await vite.ssrLoadModule('/apps/mf-public/src/routes.tsx');
    for (const route of prerenderedRoutes()) {
      const rendered: RenderedRoute = await renderRoute(route, {
        mf_public: mfPublic as RemoteRoutesModule,
      });
      const file = path.join(outDir, prerenderedFile(route));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, prerenderedPage(template, route, rendered));
    }
  } finally {
    await vite.close();
  }
}
