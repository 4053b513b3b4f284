import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { offerMuiCore } from '@yrkesbro/federation';
import { capturePrerenderedPage } from '@yrkesbro/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadMuiCore } from './remotes/mui-core.ts';
import { preloadRemote, readRemotesManifest } from './remotes/remote-registry.ts';
import { remotePageAt, shellPageAt } from './routing/route-table.ts';
import { preloadShellPage } from './routing/shell-pages.tsx';
import { afterNextPaint } from './after-next-paint.ts';

// The remotes' addresses are asked for at once (index.html preloads them), and the shell paints
// without waiting for them: a remote's page waits for them itself, and for the federation
// runtime, which only a remote's page loads (remotes/federation.ts). The remote or shell page
// this address shows starts loading now, alongside the session check. The remotes take MUI's
// core from the shell's (remotes/mui-core.ts).
void readRemotesManifest();
offerMuiCore(loadMuiCore);
const remotePage = remotePageAt(window.location.pathname);
if (remotePage) preloadRemote(remotePage);
const page = shellPageAt(window.location.pathname);
if (page) preloadShellPage(page);

const root = document.getElementById('root');
if (!root) throw new Error('Fant ikke #root i index.html');
capturePrerenderedPage(root);
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A prerendered page is painted before React takes it over. Rendered at once, React replaced
// the markup before the browser's first full paint wherever the scripts came quickly, and the
// page's largest paint became React's, after the scripts: Lighthouse then counted all of them
// as holding back that paint (`/` 76 and 76 against 87 and 87 with this wait).
if (root.dataset.prerendered) afterNextPaint(render);
else render();
