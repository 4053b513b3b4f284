import type { Plugin } from 'vite';
import { CSS_VARIABLES_LEFT_OUT, noCssVariablesPlugin } from './no-css-variables-plugin.ts';

const transform = (code: string, id: string) =>
  (noCssVariablesPlugin().transform as (code: string, id: string) => { code: string } | null)(
    code,
    id,
  );

const MUI = '/repo/node_modules/@mui/material/styles';

test("MUI's CSS-variables theme is not imported, and asking for it says why", () => {
  const out = transform(
    'import createThemeWithVars from "./createThemeWithVars.mjs";\nexport default createThemeWithVars;',
    `${MUI}/createTheme.mjs`,
  );
  expect(out?.code).not.toContain('import');
  const createThemeWithVars = new Function(
    `${out?.code.split('\n')[0]} return createThemeWithVars;`,
  )();
  expect(() => createThemeWithVars()).toThrow(CSS_VARIABLES_LEFT_OUT);

  const provider = transform(
    'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    `${MUI}/ThemeProvider.mjs`,
  );
  expect(provider?.code).toMatch(/^const CssVarsProvider = \(\) => \{ throw/);
});

test('a release of MUI whose line differs fails the build rather than carry the code unseen', () => {
  expect(() =>
    transform(
      'import createThemeWithVars from "./createThemeWithVars.js";',
      `${MUI}/createTheme.mjs`,
    ),
  ).toThrow(/no-css-variables-plugin/);
});

test('other modules are left as they are', () => {
  expect(transform('import x from "./createThemeWithVars.mjs";', `${MUI}/styled.mjs`)).toBeNull();
});

test('only the build is changed', () => {
  expect((noCssVariablesPlugin() as Plugin).apply).toBe('build');
});
