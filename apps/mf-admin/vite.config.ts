import { defineConfig } from 'vite';
import { remoteViteConfig } from '../../libs/federation/vite/app-config.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mf_admin',
    port: 4204,
    routes: './src/routes.tsx',
  }),
);
