import { muiTheme } from './theme.ts';

// The shell's build leaves MUI's CSS-variables theme out (apps/shell/vite/no-css-variables-plugin.ts):
// MUI takes that path for a theme with colour schemes, which ours must not have.
test('the theme is one MUI builds and provides without CSS variables', () => {
  expect('colorSchemes' in muiTheme).toBe(false);
  expect('vars' in muiTheme && muiTheme.vars).toBeFalsy();
});
