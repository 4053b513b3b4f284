/**
 * What the shell provides to the remotes, one copy on the page for all: everything that carries
 * React context or global state. One React, one router, one store and RTK Query cache, one
 * theme, one toast queue ('@yrkesbro/toasts'; notistack itself only the shell loads, with the
 * first toast). The store, the API and its hooks reach the remotes through
 * '@yrkesbro/api-client', the only importer of Redux Toolkit and react-redux besides the shell's
 * Provider; shared themselves, both were bundled whole into the shell, 10 KiB compressed more
 * than its own tree-shaken copy. The router is shared through '@yrkesbro/ui' (its router.ts),
 * which keeps only what the apps use.
 *
 * MUI's components are not shared this way: every app imports them by path
 * ('@mui/material/Button'), which federation does not share, and sharing '@mui/material' itself
 * made every page with a remote download the whole library (87 KiB compressed). The remotes take
 * what the shell's first load holds of MUI, and a few components beyond it, from the shell
 * (mui-core-offer.ts) and bundle the rest; the theme reaches them through the shared emotion
 * context. formik and yup are shared on demand (on-demand-shares.ts).
 *
 * The remotes' builds read their share configuration here, and the shell's federation host
 * (apps/shell/src/remotes/federation-host.ts) provides the modules under these versions.
 */
export const SHELL_SHARES = {
  react: { version: '19.3.1' },
  'react-dom': { version: '19.3.1' },
  '@emotion/react': { version: '11.14.0' },
  '@emotion/styled': { version: '11.14.1' },
  '@yrkesbro/ui': { version: '0.1.0' },
  '@yrkesbro/api-client': { version: '0.1.0' },
  '@yrkesbro/toasts': { version: '0.1.0' },
} as const;

export type ShellShare = keyof typeof SHELL_SHARES;

export const SHELL_SHARE_NAMES = Object.keys(SHELL_SHARES) as ShellShare[];

/**
 * The share's configuration, the same on both sides. Our own libraries are built and released
 * with the shell, so any version of them is the one.
 */
export function shellShareConfig(name: ShellShare) {
  return {
    singleton: true,
    requiredVersion: name.startsWith('@yrkesbro/') ? '*' : `^${SHELL_SHARES[name].version}`,
  };
}
