import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHintsPlugin, hintChunks } from './compile-hints-plugin.ts';

const chunk = (fileName: string, { isEntry = false, imports = [] as string[] } = {}) =>
  ({
    type: 'chunk',
    fileName,
    isEntry,
    imports,
    code: `code of ${fileName}`,
  }) as unknown as Rollup.OutputChunk;

const bundleOf = (...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle =>
  Object.fromEntries(chunks.map((output) => [output.fileName, output]));

describe('hintChunks', () => {
  it('marks the files and what they import statically, at any depth, and nothing else', () => {
    const bundle = bundleOf(
      chunk('index.js', { isEntry: true, imports: ['react.js', 'app.js'] }),
      chunk('react.js'),
      chunk('app.js', { imports: ['styled.js'] }),
      chunk('styled.js'),
      chunk('lazy-page.js', { imports: ['styled.js'] }),
    );

    hintChunks(bundle, ['index.js']);

    const hinted = Object.values(bundle)
      .filter((output) => output.type === 'chunk' && output.code.startsWith(`${COMPILE_HINT}\n`))
      .map((output) => output.fileName);
    expect(hinted.sort()).toEqual(['app.js', 'index.js', 'react.js', 'styled.js']);
    expect((bundle['lazy-page.js'] as Rollup.OutputChunk).code).toBe('code of lazy-page.js');
  });

  it('hints a chunk once, and moves its source map down the line it adds', () => {
    const bundle = bundleOf(chunk('index.js', { isEntry: true }));
    bundle['index.js.map'] = {
      type: 'asset',
      fileName: 'index.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }),
    } as Rollup.OutputAsset;

    hintChunks(bundle, ['index.js']);
    hintChunks(bundle, ['index.js']);

    expect((bundle['index.js'] as Rollup.OutputChunk).code).toBe(
      `${COMPILE_HINT}\ncode of index.js`,
    );
    expect(JSON.parse(String((bundle['index.js.map'] as Rollup.OutputAsset).source))).toEqual({
      version: 3,
      mappings: ';AAAA;AACA',
    });
  });
});

describe('compileHintsPlugin', () => {
  const run = (plugin: ReturnType<typeof compileHintsPlugin>, bundle: Rollup.OutputBundle) => {
    const hook = plugin.generateBundle as { handler: (...args: unknown[]) => void };
    hook.handler.call({}, {}, bundle, false);
  };
  const hinted = (bundle: Rollup.OutputBundle) =>
    Object.values(bundle)
      .filter((output) => output.type === 'chunk' && output.code.startsWith(COMPILE_HINT))
      .map((output) => output.fileName)
      .sort();
  const remoteBundle = () =>
    bundleOf(
      chunk('remoteEntry.js', { imports: ['runtime.js'] }),
      chunk('routes.js', { isEntry: true }),
      chunk('runtime.js'),
      chunk('jobs-page.js', { imports: ['pages-shared.js'] }),
      chunk('pages-shared.js'),
      chunk('dialog.js'),
    );

  it("hints the shell's first load: its entry and what that imports statically", () => {
    const bundle = bundleOf(
      chunk('index.js', { isEntry: true, imports: ['react.js'] }),
      chunk('react.js'),
      chunk('lazy-page.js'),
    );
    run(compileHintsPlugin(), bundle);
    expect(hinted(bundle)).toEqual(['index.js', 'react.js']);
  });

  it("hints a remote's entry and each page's chunks, as page-chunks.json lists them", () => {
    const bundle = remoteBundle();
    bundle['page-chunks.json'] = {
      type: 'asset',
      fileName: 'page-chunks.json',
      source: JSON.stringify({ jobs: ['jobs-page.js', 'pages-shared.js'] }),
    } as Rollup.OutputAsset;
    run(compileHintsPlugin({ files: ['remoteEntry.js'], pages: true }), bundle);
    expect(hinted(bundle)).toEqual([
      'jobs-page.js',
      'pages-shared.js',
      'remoteEntry.js',
      'routes.js',
      'runtime.js',
    ]);
  });

  it('fails the build of a remote whose pages are not listed, or whose named file is not built', () => {
    expect(() => run(compileHintsPlugin({ pages: true }), remoteBundle())).toThrow(
      'page-chunks.json',
    );
    expect(() => run(compileHintsPlugin({ files: ['remoteEntry-1.js'] }), remoteBundle())).toThrow(
      'remoteEntry-1.js',
    );
  });
});
