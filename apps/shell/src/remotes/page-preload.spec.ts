import { preloadPageChunks } from './page-preload.ts';

const ENTRY = new URL('https://student.example/remoteEntry.js');

describe('preloadPageChunks', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<link rel="modulepreload" href="https://student.example/assets/shared-3.js">';
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('mf-manifest.json')) {
        return new Response(
          JSON.stringify({
            exposes: [{ path: './routes', assets: { js: { sync: ['assets/routes-1.js'] } } }],
          }),
        );
      }
      if (url.endsWith('page-chunks.json')) {
        return new Response(JSON.stringify({ jobs: ['assets/jobs-2.js', 'assets/shared-3.js'] }));
      }
      return new Response('', { status: 404 });
    }) as typeof fetch;
  });

  const links = () =>
    [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

  it("adds the routes module's chunks and the page's, each once", async () => {
    await preloadPageChunks(ENTRY, 'jobs');
    expect(links()).toEqual([
      'https://student.example/assets/shared-3.js',
      'https://student.example/assets/routes-1.js',
      'https://student.example/assets/jobs-2.js',
    ]);
  });

  it('adds none when a list cannot be read', async () => {
    jest.mocked(global.fetch).mockRejectedValue(new TypeError('offline'));
    await preloadPageChunks(ENTRY, 'jobs');
    expect(links()).toHaveLength(1);
  });
});
