import './inter-fonts.css';
import { offerMuiCore } from '@yrkesbro/federation';
import { capturePrerenderedPage, PrerenderedPageRoot } from '@yrkesbro/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { appStore } from './app-store.ts';
import { loadMuiCore } from './remotes/mui-core.ts';
import { readRemotesManifest } from './remotes/remote-registry.ts';
import { knownSignedOut } from './auth/signed-out-cookie.ts';
import { preloadPage, preloadPagesOnLinkIntent } from './routing/preload-page.ts';
import { pageAddressAt, pageShownAt } from './routing/route-table.ts';
import { preloadApiCall } from './remotes/page-data-preload.ts';
import { SESSION_CHECK } from '../vite/early-head.ts';

// The remotes' addresses are asked for at once (index.html preloads them), and the shell paints
// without waiting for them: a remote's page waits for them itself, and for the federation
// runtime, which only a remote's page loads (remotes/federation.ts). The remote or shell page
// this address shows starts loading now, alongside the session check: the login form if the
// page is for the signed-in only and the API's cookie says nobody is. The remotes take MUI's core
// from the shell's (remotes/mui-core.ts). A remote's page has its first API call started as soon
// as its routes module has run, so it first renders with its data. Later pages start loading as
// the visitor shows the intent to follow a link to them.
void readRemotesManifest();
offerMuiCore(loadMuiCore);
// Also the early script's (remotes/early-preload.ts), which may run after this: asked first here,
// the session check went to the API twice.
// Read once: each read of the cookies asks the browser's own process.
const signedOut = knownSignedOut();
if (!signedOut) preloadApiCall(SESSION_CHECK);
const { pathname, search } = window.location;
preloadPage(pageShownAt(pathname, { signedIn: signedOut ? false : undefined }), {
  address: pageAddressAt(pathname, search),
  dispatch: appStore.dispatch,
});
preloadPagesOnLinkIntent(appStore);

const root = document.getElementById('root');
if (!root) throw new Error('Fant ikke #root i index.html');
const reactRoot = createRoot(capturePrerenderedPage(root));
// As a transition React renders the app in short slices, yielding to the browser between them:
// the first render in one piece was a long task of 100–200 ms on a slow phone (CPU 4×).
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <PrerenderedPageRoot>
        <App />
      </PrerenderedPageRoot>
    </StrictMode>,
  ),
);
