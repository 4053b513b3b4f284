import { importersOf, SHARED_PAGE_CHUNK, sharedPageChunkGroup } from './shared-page-chunk.ts';

const graphOf = (importers: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] } : null),
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

describe('sharedPageChunkGroup', () => {
  it("takes the build's own files, not generated modules, queries or what is kept out", () => {
    const keptOut = new Set(['/app/schema.ts']);
    const { name, minShareCount } = sharedPageChunkGroup(() => keptOut);

    expect(minShareCount).toBeGreaterThan(1);
    expect(name('/app/node_modules/@mui/material/Card/Card.js')).toBe(SHARED_PAGE_CHUNK);
    expect(name('/app/libs/ui/src/texts.ts')).toBe(SHARED_PAGE_CHUNK);
    expect(name('/app/schema.ts')).toBeNull();
    expect(name('\0yrkesbro:mui-core:Button')).toBeNull();
    expect(name('virtual:mf:__loadShare__react__loadShare__.js')).toBeNull();
    expect(name('/app/node_modules/@mui/material/Button/Button.js?mui-core-own')).toBeNull();
  });

  it('reads what is kept out when the bundler asks, after the graph is known', () => {
    let keptOut = new Set<string>();
    const { name } = sharedPageChunkGroup(() => keptOut);
    keptOut = new Set(['/app/schema.ts']);

    expect(name('/app/schema.ts')).toBeNull();
  });
});
