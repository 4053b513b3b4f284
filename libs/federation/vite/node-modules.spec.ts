import { installedPathOf, pathInNodeModules } from './node-modules.ts';

describe('pathInNodeModules', () => {
  it("names a module by its path inside the innermost node_modules, the MUI core's own copy alike", () => {
    expect(pathInNodeModules('/repo/node_modules/@mui/material/Card/Card.mjs')).toBe(
      '@mui/material/Card/Card.mjs',
    );
    expect(pathInNodeModules('/repo/node_modules/@mui/material/Card/Card.mjs?mui-core-own')).toBe(
      '@mui/material/Card/Card.mjs',
    );
    expect(pathInNodeModules('/repo/node_modules/a/node_modules/b/index.js')).toBe('b/index.js');
  });

  it('leaves out our own modules and virtual ones', () => {
    expect(pathInNodeModules('/repo/apps/shell/src/main.tsx')).toBeNull();
    expect(pathInNodeModules('\0yrkesbro:mui-core:node_modules/x')).toBeNull();
  });
});

describe('installedPathOf', () => {
  it('keeps a package nested under another, or in an app, apart from its install at the top', () => {
    expect(installedPathOf('/repo/node_modules/b/index.js?x', '/repo')).toBe(
      'node_modules/b/index.js',
    );
    expect(installedPathOf('/repo/node_modules/a/node_modules/b/index.js', '/repo')).toBe(
      'node_modules/a/node_modules/b/index.js',
    );
    expect(installedPathOf('/repo/apps/x/node_modules/b/index.js', '/repo')).toBe(
      'apps/x/node_modules/b/index.js',
    );
  });

  it('leaves out our own modules and virtual ones', () => {
    expect(installedPathOf('/repo/libs/ui/src/theme.ts', '/repo')).toBeNull();
    expect(installedPathOf('\0yrkesbro:mui-core:node_modules/x', '/repo')).toBeNull();
  });
});
