import { defineConfig } from 'vite';
import { remoteViteConfig } from '../../libs/federation/vite/app-config.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mf_public',
    port: 4201,
    routes: './src/routes.tsx',
  }),
);
