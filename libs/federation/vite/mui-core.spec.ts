import { coreExportName, corePathOf } from './mui-core.ts';

const inNodeModules = (file: string) => `/repo/node_modules/${file}`;

test("the core may hold MUI's modules and the emotion helpers MUI imports", () => {
  for (const file of [
    '@mui/material/ButtonBase/TouchRipple.mjs',
    '@mui/system/styleFunctionSx/styleFunctionSx.mjs',
    '@emotion/serialize/dist/emotion-serialize.esm.js',
    'clsx/dist/clsx.mjs',
  ])
    expect(corePathOf(inNodeModules(file))).toBe(file);
});

test("the core holds no package's index, nothing shared on its own, and nothing of ours", () => {
  for (const id of [
    inNodeModules('@mui/material/Button/index.mjs'),
    inNodeModules('@mui/styled-engine/index.mjs'),
    inNodeModules('@emotion/react/dist/emotion-react.browser.esm.js'),
    inNodeModules('react/index.js'),
    '/repo/libs/ui/src/theme.ts',
  ])
    expect(corePathOf(id)).toBeNull();
});

test('each module is offered under its path as an identifier', () => {
  expect(coreExportName('@mui/material/ButtonBase/TouchRipple.mjs')).toBe(
    'mui_material_ButtonBase_TouchRipple',
  );
  expect(coreExportName('@emotion/serialize/dist/emotion-serialize.esm.js')).toBe(
    'emotion_serialize_dist_emotion_serialize',
  );
});
