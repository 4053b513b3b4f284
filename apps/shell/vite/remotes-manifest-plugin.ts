import type { Plugin } from 'vite';
import {
  defaultRemotesManifest,
  parseRemotesManifest,
} from '../../../libs/federation/src/remotes.ts';

/**
 * `/remotes.json` tells the running shell where each remote lives. The build writes the
 * local defaults; the dev and preview servers answer from `YB_REMOTES` (JSON) when it is
 * set, so tests and deployments move remotes without rebuilding the shell. In production
 * nginx serves a file written from the environment at container start (docker/).
 */
export function remotesManifestPlugin(): Plugin {
  const manifest = () =>
    JSON.stringify(
      process.env.YB_REMOTES
        ? parseRemotesManifest(JSON.parse(process.env.YB_REMOTES))
        : defaultRemotesManifest(),
    );
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
    configurePreviewServer: serve,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'remotes.json',
        source: JSON.stringify(defaultRemotesManifest(), null, 2),
      });
    },
  };
}

interface ServerResponseLike {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}
