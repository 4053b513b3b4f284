import { defineConfig } from 'vite';
import { remoteViteConfig } from '../../libs/federation/vite/app-config.ts';

export default defineConfig(
  remoteViteConfig({
    name: 'mf_public',
    port: 4201,
    routes: './src/routes.tsx',
    // Its pages come prerendered, their scripts after the first paint, and each asks for a dozen
    // files at most: a shared chunk would only add to what the landing page downloads (+8 KiB).
    sharedPageChunk: false,
  }),
);
