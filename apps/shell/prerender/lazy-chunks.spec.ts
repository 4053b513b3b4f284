import type { Rollup } from 'vite';
import { lazyChunksOf } from './lazy-chunks.ts';

const chunk = (fileName: string, fields: Partial<Rollup.OutputChunk>) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    isDynamicEntry: false,
    facadeModuleId: null,
    ...fields,
  }) as Rollup.OutputChunk;

const BUNDLE: Rollup.OutputBundle = Object.fromEntries(
  [
    chunk('assets/index.js', { facadeModuleId: '/src/main.tsx', imports: ['assets/mui.js'] }),
    chunk('assets/mui.js', {}),
    chunk('assets/login-page.js', {
      isDynamicEntry: true,
      facadeModuleId: '/src/auth/login-page.tsx',
      imports: ['assets/formik.js', 'assets/mui.js'],
    }),
    chunk('assets/formik.js', { imports: ['assets/mui.js'] }),
    chunk('assets/register-page.js', {
      isDynamicEntry: true,
      facadeModuleId: '/src/auth/register-page.tsx',
      imports: ['assets/formik.js'],
    }),
  ].map((output) => [output.fileName, output]),
);
const PAGE =
  '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/mui.js">';

describe('lazyChunksOf', () => {
  it("names the chunk of each lazy module the route ran and the chunks it imports, not the page's own", () => {
    expect(
      lazyChunksOf(BUNDLE, ['/src/auth/login-page.tsx', '/src/auth/auth-card.tsx'], PAGE),
    ).toEqual(['assets/login-page.js', 'assets/formik.js']);
  });

  it('names nothing for a route that ran no lazy module, nor for a static one', () => {
    expect(lazyChunksOf(BUNDLE, ['/src/main.tsx', '/src/faq.tsx'], PAGE)).toEqual([]);
  });
});
