import { defineConfig } from 'vite';
import { CALENDAR_PAGES, remoteViteConfig } from '../../libs/federation/vite/app-config.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mf_business',
    port: 4203,
    routes: './src/routes.tsx',
    pageMaps: [CALENDAR_PAGES],
  }),
);
