/**
 * index.html's early script, a bundle of its own (vite/early-preload-plugin.ts): it runs as soon
 * as it arrives, while the shell's scripts are still on their way, and asks for the remote's page
 * the address shows: the federation host's chunks, the remote's entry, its routes module's chunks
 * and the page's own, and the page's first API call; and the session check. Left to the shell's
 * scripts this began only once they had all arrived and run (2.6 s into a signed-in /jobs on a
 * slow phone), and the remote's chunks then came after the shell's instead of beside them.
 */
import { parseRemotesManifest } from '@yrkesbro/federation';
import { FEDERATION_ATTRIBUTE, SESSION_CHECK } from '../../vite/early-head.ts';
import { knownSignedOutSoon } from '../auth/signed-out-cookie.ts';
import { forSignedInOnly, ROUTE_TABLE } from '../routing/route-table.ts';
import { routeMatching } from '../routing/route-match.ts';
import {
  firstPreloadOf,
  forgetPreloadOf,
  preloadModule,
  preloadPageChunks,
  remotesManifestJson,
} from './page-preload.ts';
import { firstCallOf, preloadApiCall } from './page-data-preload.ts';

// Read while this script runs: the document knows which script that is only then.
const federationFiles =
  document.currentScript?.getAttribute(FEDERATION_ATTRIBUTE)?.split(' ') ?? [];
const signedOut = knownSignedOutSoon();

async function preloadAddressedPage(): Promise<void> {
  const route = routeMatching(ROUTE_TABLE, window.location.pathname);
  if (!route || !('remote' in route.target)) return;
  const { target, access } = route;
  // Taken at once: the shell's scripts may run while the cookie's answer comes, and would then
  // leave the page to this script.
  if (!firstPreloadOf(target)) return;
  // Where the API's cookie says nobody is signed in, a page for the signed-in only becomes the
  // login form: its code and data would be downloaded for nothing.
  if (forSignedInOnly(access) && (await signedOut)) {
    forgetPreloadOf(target);
    return;
  }
  // The page's first API call as well: on a slow phone the page asks for it seconds later, once
  // the shell's scripts and the remote's have arrived and run.
  const firstCall = firstCallOf(target, window.location.search);
  if (firstCall) preloadApiCall(firstCall);
  for (const file of federationFiles.filter(Boolean)) preloadModule(file);
  const manifest = parseRemotesManifest(await remotesManifestJson());
  const entry = new URL(manifest[target.remote], window.location.href);
  preloadModule(entry.href);
  await preloadPageChunks(entry, target.page);
}

// The session check, which every page waits for once the shell has run; not where the API's
// cookie says nobody is signed in, as the shell then asks nothing.
void signedOut.then((out) => {
  if (!out) preloadApiCall(SESSION_CHECK);
});
// Only a head start: the shell loads everything itself as well, and reports what fails.
preloadAddressedPage().catch(() => undefined);
