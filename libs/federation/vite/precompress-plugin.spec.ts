import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { serveBrotli } from './precompress-plugin.ts';

const SCRIPT = 'export const answer = 42;\n'.repeat(100);
let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets/app-abc.js'), SCRIPT);
  writeFileSync(path.join(root, 'assets/app-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(root, 'assets/plain-abc.js'), SCRIPT);
  writeFileSync(path.join(root, 'secret.js.br'), brotliCompressSync('hemmelig'));
  const brotli = serveBrotli(root, { 'x-content-type-options': 'nosniff' });
  server = createServer((req, res) =>
    brotli(req, res, () => {
      res.statusCode = 299;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request: fetch would decode the body and hide the encoding. */
function get(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(origin);
      request({ hostname, port, path: url, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

test('sends the brotli file to a browser that accepts brotli, with the headers of every file', async () => {
  const answer = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(answer.headers['vary']).toBe('Accept-Encoding');
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
});

test('answers HEAD with the headers alone', async () => {
  const answer = await get('/assets/app-abc.js', { 'accept-encoding': 'br' }, 'HEAD');
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.body.length).toBe(0);
});

test('leaves the rest to the server: no brotli accepted, no brotli file, or outside /assets/', async () => {
  for (const [url, encoding] of [
    ['/assets/app-abc.js', 'gzip, deflate'],
    ['/assets/app-abc.js', 'gzip, br;q=0'],
    ['/assets/plain-abc.js', 'br'],
    ['/secret.js', 'br'],
    ['/assets/../secret.js', 'br'],
    ['/assets/%2e%2e/secret.js', 'br'],
    ['/assets/app-abc.js.br', 'br'],
  ]) {
    const answer = await get(url, { 'accept-encoding': encoding });
    expect({ url, encoding, status: answer.status }).toEqual({ url, encoding, status: 299 });
  }
});
