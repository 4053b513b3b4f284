import * as runtimeCore from '@module-federation/runtime/core';
import * as apiClient from '@yrkesbro/api-client';
import { ON_DEMAND_SHARES, SHELL_SHARES } from '@yrkesbro/federation';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { startFederationHost } from './federation-host.ts';

const host = startFederationHost();

const remoteShares = {
  react: '^19.3.1',
  'react-dom/client': '^19.3.1',
  '@yrkesbro/api-client': '*',
};

// Compared by a member: jest's CommonJS interop wraps each importer's namespace anew.
test("a remote asking for a shared library gets the shell's own, running instance", async () => {
  for (const [name, member, own] of [
    ['react', 'useState', React.useState],
    ['react-dom/client', 'createRoot', ReactDOMClient.createRoot],
    ['@yrkesbro/api-client', 'api', apiClient.api],
  ] as const) {
    // As a remote's build asks: the release it was built against, or a newer one of that major.
    const factory = await host.loadShare<Record<string, unknown>>(name, {
      customShareInfo: { shareConfig: { singleton: true, requiredVersion: remoteShares[name] } },
    });
    expect(factory ? factory()?.[member] : undefined).toBe(own);
  }
});

test('every share is provided under the release the remotes are built against, as one copy', () => {
  const shared = host.shareScopeMap.default;
  for (const [name, share] of [
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['@emotion/styled', '@emotion/styled'],
    ['@yrkesbro/ui', '@yrkesbro/ui'],
  ] as const) {
    const version = SHELL_SHARES[share].version;
    expect(shared[name][version].shareConfig.singleton).toBe(true);
  }
  // The forms' libraries too, loaded only when asked for (on-demand-shares.spec.ts).
  expect(Object.keys(shared.formik)).toEqual([ON_DEMAND_SHARES.formik.version]);
});

test("the remotes, built without a runtime of their own, find the shell's", () => {
  expect((globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE).toBe(
    runtimeCore,
  );
});
