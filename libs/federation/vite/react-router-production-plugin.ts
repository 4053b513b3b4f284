import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router's package exports only its development build, whose warnings would then run in
 * every visitor's browser; the production build it ships beside it differs only in leaving them
 * out (0.45 KiB less in the shell's first load). Builds resolve to that one; the dev server and
 * jest keep the warnings.
 */
export function reactRouterProductionPlugin(): Plugin {
  const production = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    name: 'yrkesbro-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
