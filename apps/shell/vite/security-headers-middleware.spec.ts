/** @jest-environment node */
import { createServer, get } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from '../../../libs/federation/src/security-headers.ts';
import { securityHeadersMiddleware } from './security-headers-middleware.ts';

const PAGE_HEADERS = securityHeaders({
  mf_public: 'http://localhost:4201/remoteEntry.js',
  mf_student: 'http://localhost:4202/remoteEntry.js',
  mf_business: 'http://localhost:4203/remoteEntry.js',
  mf_admin: 'http://localhost:4204/remoteEntry.js',
});

/** A server that runs the middleware, then answers each path as `answers` says. */
async function serve(answers: Record<string, (res: ServerResponse) => void>): Promise<Server> {
  const middleware = securityHeadersMiddleware(PAGE_HEADERS);
  const server = createServer((req, res) =>
    middleware(req, res, () => answers[req.url ?? '/'](res)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function headersOf(server: Server, path: string): Promise<IncomingHttpHeaders> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) =>
    get({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(res.headers);
    }).on('error', reject),
  );
}

describe("the preview servers' security headers", () => {
  let server: Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('keeps the page policy on HTML, also where an address ending in .js falls back to it', async () => {
    server = await serve({
      '/missing.js': (res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<!doctype html>');
      },
      '/jobs': (res) => {
        res.setHeader('content-type', 'text/html');
        res.end('<!doctype html>');
      },
    });
    for (const path of ['/missing.js', '/jobs']) {
      const headers = await headersOf(server, path);
      expect(headers['content-security-policy']).toBe(PAGE_HEADERS['Content-Security-Policy']);
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends scripts, styles, fonts and JSON without the page policy, with nosniff and HSTS', async () => {
    server = await serve({
      '/a.js': (res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end('export {};');
      },
      '/a.css': (res) => {
        res.writeHead(200, ['Content-Type', 'text/css']);
        res.end('a{}');
      },
      '/font': (res) => {
        res.writeHead(200, 'OK', { 'content-type': 'font/woff2' });
        res.end();
      },
      '/remotes.json': (res) => {
        res.setHeader('content-type', 'application/json');
        res.end('{}');
      },
    });
    for (const path of ['/a.js', '/a.css', '/font', '/remotes.json']) {
      const headers = await headersOf(server, path);
      expect(headers['content-security-policy']).toBeUndefined();
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    }
  });

  it("leaves a policy someone else set after it, as the API's through the proxy", async () => {
    server = await serve({
      '/api/jobs': (res) => {
        res.setHeader('content-security-policy', "default-src 'self'");
        res.setHeader('content-type', 'application/json');
        res.end('[]');
      },
    });
    const headers = await headersOf(server, '/api/jobs');
    expect(headers['content-security-policy']).toBe("default-src 'self'");
  });
});
