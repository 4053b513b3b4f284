import type { Plugin } from 'vite';

const SHELL_THEME = '\0yrkesbro:shell-theme';
// Box builds its own default theme where the rest of MUI imports styles/defaultTheme.
// With a query too: a remote's own copy of the MUI core (mui-core-plugin.ts) marks its modules so.
const BOX_MODULE = /\/@mui\/material\/Box\/Box\.m?js(\?.*)?$/;
const BOX_DEFAULT_THEME = 'const defaultTheme = createTheme();';

/**
 * MUI's components fall back to a default theme for when no ThemeProvider is above them, built
 * when their module loads: `createTheme()` with its palette, typography and CSS variables, 8 KiB
 * compressed in every page of a remote. A remote's pages only ever render inside the shell's
 * ThemeProvider, whose theme is '@yrkesbro/ui''s `muiTheme`, shared with the remotes; so in a
 * remote's build the default theme is that same theme, and `createTheme` is left out.
 */
export function shellThemePlugin(): Plugin {
  return {
    name: 'yrkesbro-shell-theme',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === SHELL_THEME) return SHELL_THEME;
      // './defaultTheme.mjs' from styles/, '../styles/defaultTheme.mjs' from GlobalStyles.
      const defaultTheme = /^\.\.?\/(styles\/)?defaultTheme\.m?js$/.test(source);
      return defaultTheme && importer?.includes('/@mui/material/') ? SHELL_THEME : null;
    },
    load(id) {
      if (id !== SHELL_THEME) return null;
      return "export { muiTheme as default } from '@yrkesbro/ui';";
    },
    transform(code, id) {
      if (!BOX_MODULE.test(id)) return null;
      // An upgrade of MUI that changes this line fails the build here, not silently at runtime.
      if (!code.includes(BOX_DEFAULT_THEME))
        throw new Error(`${id} no longer holds "${BOX_DEFAULT_THEME}": see shell-theme-plugin.ts`);
      return {
        code: `import __shellTheme from '${SHELL_THEME}';\n${code.replace(
          BOX_DEFAULT_THEME,
          'const defaultTheme = __shellTheme;',
        )}`,
        map: null,
      };
    },
  };
}
