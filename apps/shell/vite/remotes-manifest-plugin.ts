import type { Plugin } from 'vite';
import {
  defaultRemotesManifest,
  parseRemotesManifest,
} from '../../../libs/federation/src/remotes.ts';
import type { RemotesManifest } from '../../../libs/federation/src/remotes.ts';
import {
  nginxSecurityHeaders,
  securityHeaders,
  subresourceSecurityHeaders,
} from '../../../libs/federation/src/security-headers.ts';
import { securityHeadersMiddleware } from './security-headers-middleware.ts';

/** Stands for the remotes' origins in the nginx template that docker/ fills in at start. */
const ORIGINS_PLACEHOLDER = 'https://remote.origins.invalid';

/**
 * `/remotes.json` tells the running shell where each remote lives. The build writes the
 * local defaults; the dev and preview servers answer from `YB_REMOTES` (JSON) when it is
 * set, so tests and deployments move remotes without rebuilding the shell. In production
 * nginx serves a file written from the environment at container start (docker/).
 */
export function remotesManifestPlugin(): Plugin {
  const current = (): RemotesManifest =>
    process.env.YB_REMOTES
      ? parseRemotesManifest(JSON.parse(process.env.YB_REMOTES))
      : defaultRemotesManifest();
  const manifest = () => JSON.stringify(current());
  const serve = (server: {
    middlewares: {
      use: (path: string, fn: (req: unknown, res: ServerResponseLike) => void) => void;
    };
  }) => {
    server.middlewares.use('/remotes.json', (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.end(manifest());
    });
  };
  return {
    name: 'yrkesbro-remotes-manifest',
    configureServer: serve,
    // The built pages get the production headers; the dev server's injected scripts would not pass.
    configurePreviewServer(server) {
      server.middlewares.use(securityHeadersMiddleware(securityHeaders(current())));
      serve(server);
    },
    // Asked for with the page, not after the shell's scripts have run: every remote's page
    // waits for it. `readRemotesManifest` picks the response up.
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: true },
        injectTo: 'head',
      },
    ],
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'remotes.json',
        source: JSON.stringify(defaultRemotesManifest(), null, 2),
      });
      const placeholders = Object.fromEntries(
        Object.keys(defaultRemotesManifest()).map((name) => [name, ORIGINS_PLACEHOLDER]),
      ) as RemotesManifest;
      this.emitFile({
        type: 'asset',
        fileName: 'security-headers.conf',
        source: `${nginxSecurityHeaders(securityHeaders(defaultRemotesManifest()))}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'security-headers.conf.template',
        source: `${nginxSecurityHeaders(securityHeaders(placeholders))}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'subresource-security-headers.conf',
        source: `${nginxSecurityHeaders(subresourceSecurityHeaders())}\n`,
      });
    },
  };
}

interface ServerResponseLike {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}
