import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import { init, type ModuleFederation } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as apiClient from '@yrkesbro/api-client';
import { SHELL_SHARES, type ShellShare, shellShareConfig } from '@yrkesbro/federation';
import * as toasts from '@yrkesbro/toasts';
import * as ui from '@yrkesbro/ui';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { onDemandShares } from './on-demand-shares.ts';

// Each module the remotes import from a shared library, with the share it belongs to: the
// shell's own instances, already loaded and running, so a remote's page shares their state.
const PROVIDED: Record<string, { share: ShellShare; module: object }> = {
  react: { share: 'react', module: React },
  'react/jsx-runtime': { share: 'react', module: jsxRuntime },
  'react-dom': { share: 'react-dom', module: ReactDOM },
  'react-dom/client': { share: 'react-dom', module: ReactDOMClient },
  '@emotion/react': { share: '@emotion/react', module: emotionReact },
  '@emotion/styled': { share: '@emotion/styled', module: emotionStyled },
  '@yrkesbro/ui': { share: '@yrkesbro/ui', module: ui },
  '@yrkesbro/api-client': { share: '@yrkesbro/api-client', module: apiClient },
  '@yrkesbro/toasts': { share: '@yrkesbro/toasts', module: toasts },
};

/**
 * The shell's federation host: the runtime, given the shell's shared modules, and the runtime's
 * core published for the remotes, which are built without a copy of their own
 * (`externalRuntime`). A chunk of its own, loaded when the first remote is wanted
 * (`federation.ts`): the shell's own pages (sign-in, registration, account) never load it.
 */
export function startFederationHost(): ModuleFederation {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  return init({
    name: 'shell',
    remotes: [],
    shared: {
      ...Object.fromEntries(
        Object.entries(PROVIDED).map(([name, { share, module }]) => [
          name,
          {
            version: SHELL_SHARES[share].version,
            shareConfig: shellShareConfig(share),
            lib: () => module,
            loaded: true,
          },
        ]),
      ),
      ...onDemandShares(),
    },
  });
}
