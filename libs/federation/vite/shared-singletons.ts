import { ON_DEMAND_SHARE_NAMES, onDemandShareConfig } from '../src/on-demand-shares.ts';

// Everything that carries React context or global state must exist once across shell and
// remotes: one React, one router, one store and RTK Query cache, one theme, one toast queue
// ('@yrkesbro/toasts'; notistack itself only the shell loads, with the first toast).
// The store, the API and its hooks reach the remotes through '@yrkesbro/api-client', the only
// importer of Redux Toolkit and react-redux besides the shell's Provider; shared themselves, both
// were bundled whole (the listener middleware, connect(), …) into the shell's first load, 10 KiB
// compressed more than the shell's own tree-shaken copy.
// MUI's components are not shared through federation: every app imports them by path
// ('@mui/material/Button'), which federation does not share, and sharing '@mui/material' itself
// made every page with a remote download the whole library (87 KiB compressed) that no app
// imported. The remotes take what the shell's first load holds of MUI from the shell instead
// (mui-core.ts), and bundle the rest they use. The theme reaches them through the shared emotion
// context.
// The router is shared through '@yrkesbro/ui' (its router.ts), which keeps only what the apps use.
// formik and yup are shared on demand (on-demand-shares.ts).
const singleton = { singleton: true } as const;

export const sharedSingletons = {
  react: { ...singleton, requiredVersion: '^19.3.1' },
  'react-dom': { ...singleton, requiredVersion: '^19.3.1' },
  '@emotion/react': { ...singleton, requiredVersion: '^11.14.0' },
  '@emotion/styled': { ...singleton, requiredVersion: '^11.14.1' },
  '@yrkesbro/ui': singleton,
  '@yrkesbro/api-client': singleton,
  '@yrkesbro/toasts': singleton,
};

/** A remote's shares: the shell's, and those it provides on demand, of which it has no copy. */
export const remoteShares = {
  ...sharedSingletons,
  ...Object.fromEntries(
    ON_DEMAND_SHARE_NAMES.map((name) => [name, { ...onDemandShareConfig(name), import: false }]),
  ),
};
