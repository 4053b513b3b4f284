import {
  importersOf,
  pagesNeedingEach,
  SHARED_BY_PAGES,
  SHARED_PAGE_CHUNK,
  sharedPageChunkGroup,
} from './shared-page-chunk.ts';

const graphOf = (importers: Record<string, string[]>) => ({
  getModuleInfo: (id: string) =>
    id in importers
      ? {
          importers: importers[id],
          importedIds: Object.keys(importers).filter((other) => importers[other].includes(id)),
        }
      : null,
});

describe('importersOf', () => {
  it('finds what imports a module at any depth, through cycles, and the module itself', () => {
    const graph = graphOf({
      'virtual:yup': ['/app/schema.ts'],
      '/app/schema.ts': ['/app/form.tsx', '/app/cycle.ts'],
      '/app/cycle.ts': ['/app/schema.ts'],
      '/app/form.tsx': ['/app/page.tsx'],
      '/app/page.tsx': [],
      '/app/other.ts': ['/app/page.tsx'],
    });

    expect([...importersOf(graph, ['virtual:yup'])].sort()).toEqual([
      '/app/cycle.ts',
      '/app/form.tsx',
      '/app/page.tsx',
      '/app/schema.ts',
      'virtual:yup',
    ]);
  });
});

describe('pagesNeedingEach', () => {
  it('counts the pages that import a module statically, at any depth, each page once', () => {
    const graph = graphOf({
      '/app/jobs-page.tsx': [],
      '/app/dashboard-page.tsx': [],
      '/app/card.tsx': ['/app/jobs-page.tsx', '/app/dashboard-page.tsx', '/app/grid.tsx'],
      '/app/grid.tsx': ['/app/dashboard-page.tsx'],
      '/app/texts.ts': ['/app/card.tsx', '/app/texts-cycle.ts'],
      '/app/texts-cycle.ts': ['/app/texts.ts'],
      // Only loaded on demand (`import()`): not a static import of any page.
      '/app/dialog.tsx': [],
    });

    const counts = pagesNeedingEach(graph, ['/app/jobs-page.tsx', '/app/dashboard-page.tsx']);

    expect(counts.get('/app/card.tsx')).toBe(2);
    expect(counts.get('/app/texts.ts')).toBe(2);
    expect(counts.get('/app/texts-cycle.ts')).toBe(2);
    expect(counts.get('/app/grid.tsx')).toBe(1);
    expect(counts.get('/app/jobs-page.tsx')).toBe(1);
    expect(counts.has('/app/dialog.tsx')).toBe(false);
  });
});

describe('sharedPageChunkGroup', () => {
  const everyPage = (ids: string[]) => () => new Map(ids.map((id) => [id, SHARED_BY_PAGES]));

  it("takes the build's own files, not generated modules, queries or what is kept out", () => {
    const keptOut = new Set(['/app/schema.ts']);
    const { name, minShareCount } = sharedPageChunkGroup(
      () => keptOut,
      everyPage([
        '/app/node_modules/@mui/material/Card/Card.js',
        '/app/libs/ui/src/texts.ts',
        '/app/schema.ts',
        '/app/node_modules/@mui/material/Button/Button.js?mui-core-own',
      ]),
    );

    expect(minShareCount).toBeGreaterThan(1);
    expect(name('/app/node_modules/@mui/material/Card/Card.js')).toBe(SHARED_PAGE_CHUNK);
    expect(name('/app/libs/ui/src/texts.ts')).toBe(SHARED_PAGE_CHUNK);
    expect(name('/app/schema.ts')).toBeNull();
    expect(name('\0yrkesbro:mui-core:Button')).toBeNull();
    expect(name('virtual:mf:__loadShare__react__loadShare__.js')).toBeNull();
    expect(name('/app/node_modules/@mui/material/Button/Button.js?mui-core-own')).toBeNull();
  });

  it('leaves out what too few pages need as they start, however many chunks import it', () => {
    const dialog = '/app/node_modules/@mui/material/Dialog/Dialog.js';
    const card = '/app/node_modules/@mui/material/Card/Card.js';
    const { name } = sharedPageChunkGroup(
      () => new Set(),
      () =>
        new Map([
          [dialog, SHARED_BY_PAGES - 1],
          [card, SHARED_BY_PAGES],
        ]),
    );

    expect(name(dialog)).toBeNull();
    expect(name(card)).toBe(SHARED_PAGE_CHUNK);
    expect(name('/app/src/unknown.ts')).toBeNull();
  });

  it('reads what is kept out and what pages need when the bundler asks, after the graph is known', () => {
    let keptOut = new Set<string>();
    let pagesNeeding = new Map<string, number>();
    const { name } = sharedPageChunkGroup(
      () => keptOut,
      () => pagesNeeding,
    );
    keptOut = new Set(['/app/schema.ts']);
    pagesNeeding = new Map([
      ['/app/schema.ts', SHARED_BY_PAGES],
      ['/app/card.tsx', SHARED_BY_PAGES],
    ]);

    expect(name('/app/schema.ts')).toBeNull();
    expect(name('/app/card.tsx')).toBe(SHARED_PAGE_CHUNK);
  });
});
