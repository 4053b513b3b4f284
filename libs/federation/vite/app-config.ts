import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type UserConfig } from 'vite';
import { REMOTE_PAGE_KEYS } from '../src/pages.ts';
import type { RemoteName } from '../src/remotes.ts';
import { securityHeaders } from '../src/security-headers.ts';
import { compileHintsPlugin } from './compile-hints-plugin.ts';
import { libraryModulesPlugin } from './library-modules-plugin.ts';
import { muiCorePlugin } from './mui-core-plugin.ts';
import { pageChunksPlugin } from './page-chunks-plugin.ts';
import { reactRouterProductionPlugin } from './react-router-production-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { remoteShares } from './remote-shares.ts';
import { shellThemePlugin } from './shell-theme-plugin.ts';

/** The calendar's page map, which every role's remote spreads into its own. */
export const CALENDAR_PAGES = path.resolve(
  import.meta.dirname,
  '../../calendar/src/calendar-pages.tsx',
);

// Vite and jest read our libs' TypeScript source through this export condition. One copy of a
// library that a dependency pins to an older version, where the newer one does what it uses:
// hoist-non-react-statics (through @emotion/react) pins react-is 16, whose `ForwardRef`, `Memo`
// and `isMemo` MUI's 19 has alike, and both were in every page's first load; notistack pins
// clsx 1, whose default export clsx 2 keeps.
const resolve = {
  conditions: ['@yrkesbro/source', ...defaultClientConditions],
  dedupe: ['react-is', 'clsx'],
};

interface RemoteOptions {
  /** Federation name, as the shell's manifest knows it (e.g. `mf_public`). */
  name: RemoteName;
  port: number;
  /** The remote's `./routes` module, relative to its project root. */
  routes: string;
  /** Modules whose page maps `routes` spreads into its own (absolute, or from the project root). */
  pageMaps?: string[];
  /** Whether what many of its pages share goes into one chunk (shared-page-chunk.ts). */
  sharedPageChunk?: boolean;
}

const REMOTE_ENTRY = 'remoteEntry.js';

/** Vite config of a remote: builds `remoteEntry.js` and serves it with CORS on its own port. */
export function remoteViteConfig({
  name,
  port,
  routes,
  pageMaps = [],
  sharedPageChunk = true,
}: RemoteOptions): UserConfig {
  return {
    base: './',
    resolve,
    plugins: [
      react(),
      reactRouterProductionPlugin(),
      federation({
        name,
        filename: REMOTE_ENTRY,
        exposes: { './routes': routes },
        shared: remoteShares,
        manifest: true,
        dts: false,
        // The shell's federation runtime serves the remote too, instead of a copy of its own.
        experiments: { externalRuntime: true },
      }),
      pageChunksPlugin(REMOTE_PAGE_KEYS[name], [routes, ...pageMaps], { sharedPageChunk }),
      compileHintsPlugin({ files: [REMOTE_ENTRY], pages: true }),
      shellThemePlugin(),
      muiCorePlugin(),
      libraryModulesPlugin(),
      precompressPlugin(),
    ],
    build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
    server: { port, strictPort: true, cors: true },
    preview: { port, strictPort: true, cors: true, headers: securityHeaders(null) },
  };
}

interface HostOptions {
  port: number;
  /** Extra plugins of the host (e.g. the runtime remotes manifest). */
  plugins: NonNullable<UserConfig['plugins']>;
  /** Where `/api` is forwarded so the browser sees one origin. */
  apiTarget: string;
}

/**
 * Vite config of the shell, with `/api` proxied to the API. It is the federation host through
 * the runtime's own API (apps/shell/src/remotes/federation-host.ts), not the Vite plugin.
 */
export function hostViteConfig({ port, plugins, apiTarget }: HostOptions): UserConfig {
  const proxy = { '/api': { target: apiTarget, changeOrigin: false, ws: true } };
  return {
    resolve,
    plugins: [
      react(),
      reactRouterProductionPlugin(),
      ...plugins,
      compileHintsPlugin(),
      libraryModulesPlugin(),
      // After the host's own: their preview middlewares (the security headers) run first.
      precompressPlugin(),
    ],
    // The federation runtime's loaders for Node (vm, require) are left out of the browser's build.
    define: { ENV_TARGET: JSON.stringify('web') },
    build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
    server: { port, strictPort: true, proxy },
    preview: { port, strictPort: true, proxy },
  };
}
