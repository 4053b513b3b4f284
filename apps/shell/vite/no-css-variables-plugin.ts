import type { Plugin } from 'vite';

// Each module of MUI that takes the CSS-variables theme's code in, with the line that imports it
// and the stand-in it gets.
const LEFT_OUT = [
  {
    module: /\/@mui\/material\/styles\/createTheme\.m?js$/,
    line: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    name: 'createThemeWithVars',
  },
  {
    module: /\/@mui\/material\/styles\/ThemeProvider\.m?js$/,
    line: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    name: 'CssVarsProvider',
  },
];

export const CSS_VARIABLES_LEFT_OUT =
  'MUI-temaets CSS-variabler er utelatt fra skallets bygg (apps/shell/vite/no-css-variables-plugin.ts)';

/**
 * MUI's `createTheme` and `ThemeProvider` carry a second kind of theme, one that writes the
 * palette as CSS variables (with colour schemes, their provider and their script), taken only by
 * a theme given `colorSchemes` or `cssVariables`. Ours is given neither (libs/ui's theme.ts, and
 * its test), nor is MUI's default theme; yet the code came with the shell's first load on every
 * page: about 10 KiB compressed. In the shell's build that path calls a function that says so
 * instead. A new release of MUI that changes either line fails the build here.
 */
export function noCssVariablesPlugin(): Plugin {
  return {
    name: 'yrkesbro-no-css-variables',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const leftOut = LEFT_OUT.find(({ module }) => module.test(id.split('?')[0]));
      if (!leftOut) return null;
      if (!code.includes(leftOut.line))
        throw new Error(`${id} no longer holds '${leftOut.line}': see no-css-variables-plugin.ts`);
      return {
        code: code.replace(
          leftOut.line,
          `const ${leftOut.name} = () => { throw new Error(${JSON.stringify(CSS_VARIABLES_LEFT_OUT)}); };`,
        ),
        map: null,
      };
    },
  };
}
