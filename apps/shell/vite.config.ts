import { defineConfig } from 'vite';
import { hostViteConfig } from '../../libs/federation/vite/app-config.ts';
import { prerenderPlugin } from './prerender/prerender-plugin.ts';
import { earlyPreloadPlugin } from './vite/early-preload-plugin.ts';
import { muiCoreListPlugin } from './vite/mui-core-list-plugin.ts';
import { noCssVariablesPlugin } from './vite/no-css-variables-plugin.ts';
import { remotesManifestPlugin } from './vite/remotes-manifest-plugin.ts';

export default defineConfig(
  hostViteConfig({
    port: 4200,
    apiTarget: process.env.API_URL ?? 'http://localhost:3000',
    plugins: [
      noCssVariablesPlugin(),
      remotesManifestPlugin(),
      earlyPreloadPlugin(),
      muiCoreListPlugin(),
      prerenderPlugin(),
    ],
  }),
);
