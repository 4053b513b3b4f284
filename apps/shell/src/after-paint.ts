/**
 * A prerendered page's script (prerender/prerendered-html.ts). The page paints without the
 * shell's scripts, which it names in its head as links that fetch nothing; they are asked for
 * here once the page is parsed and painted. Asked for with the page, even at low priority, they
 * shared the network with the fonts the text waits for, and Lighthouse, which replays a fast
 * load, counted every one of them as holding back the page's largest paint.
 */
import { AFTER_PAINT_ATTRIBUTE } from '../vite/early-head.ts';
import { afterNextPaint } from './after-next-paint.ts';

/** Puts the real module script and module preloads in place of the page's stand-ins. */
export function startShellScripts(): void {
  for (const stand of document.querySelectorAll<HTMLLinkElement>(
    `link[${AFTER_PAINT_ATTRIBUTE}]`,
  )) {
    const href = stand.getAttribute('href') ?? '';
    const element =
      stand.getAttribute(AFTER_PAINT_ATTRIBUTE) === 'module'
        ? Object.assign(document.createElement('script'), { type: 'module', src: href })
        : Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    element.crossOrigin = '';
    stand.replaceWith(element);
  }
}

/** Once the document is parsed (every stand-in is in the head) and the page has painted. */
export function startShellScriptsAfterPaint(): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => afterNextPaint(startShellScripts), {
      once: true,
    });
  } else {
    afterNextPaint(startShellScripts);
  }
}
