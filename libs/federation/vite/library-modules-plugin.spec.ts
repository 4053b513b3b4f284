import { libraryModuleOf } from './library-modules-plugin.ts';

describe('libraryModuleOf', () => {
  it("names a module by its path inside the innermost node_modules, the MUI core's own copy alike", () => {
    expect(libraryModuleOf('/repo/node_modules/@mui/material/Card/Card.mjs')).toBe(
      '@mui/material/Card/Card.mjs',
    );
    expect(libraryModuleOf('/repo/node_modules/@mui/material/Card/Card.mjs?mui-core-own')).toBe(
      '@mui/material/Card/Card.mjs',
    );
    expect(libraryModuleOf('/repo/node_modules/a/node_modules/b/index.js')).toBe('b/index.js');
  });

  it('leaves out our own modules and virtual ones', () => {
    expect(libraryModuleOf('/repo/apps/shell/src/main.tsx')).toBeNull();
    expect(libraryModuleOf('\0yrkesbro:mui-core:node_modules/x')).toBeNull();
  });
});
