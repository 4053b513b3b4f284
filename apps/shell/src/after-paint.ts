/**
 * A prerendered page's script (prerender/prerendered-html.ts). The page paints without the
 * shell's scripts, which it names in its head as links that fetch nothing; they are asked for
 * here once the page is parsed and painted. Asked for with the page, even at low priority, they
 * shared the network with the fonts the text waits for, and Lighthouse, which replays a fast
 * load, counted every one of them as holding back the page's largest paint.
 */
import { AFTER_PAINT_ATTRIBUTE } from '../vite/early-head.ts';
import { afterNextPaint } from './after-next-paint.ts';

// Each stand-in made real starts a request, about a millisecond of the main thread on a fast
// machine: all of them in one task made a task Lighthouse counted as blocking on a slow phone
// (80–126 ms at CPU 4×). A few per task keep each short.
export const STAND_INS_PER_TASK = 4;

/**
 * Puts the real module scripts and module preloads in place of the page's stand-ins, in their
 * order, a few per task.
 */
export function startShellScripts(): void {
  const standIns = [
    ...document.querySelectorAll<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`),
  ];
  const next = () => {
    for (const stand of standIns.splice(0, STAND_INS_PER_TASK)) stand.replaceWith(realFor(stand));
    if (standIns.length > 0) setTimeout(next, 0);
  };
  next();
}

function realFor(stand: HTMLLinkElement): HTMLElement {
  const href = stand.getAttribute('href') ?? '';
  const element =
    stand.getAttribute(AFTER_PAINT_ATTRIBUTE) === 'module'
      ? Object.assign(document.createElement('script'), { type: 'module', src: href })
      : Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  element.crossOrigin = '';
  return element;
}

/**
 * Once the document is parsed (every stand-in is in the head), the page has painted, the fonts
 * its text asked for have arrived, and the text has painted in them. On a fast load the shell's
 * scripts otherwise arrived and ran before the text's paint in its fonts, and Lighthouse, which
 * replays that load on a slow phone, counted them as holding back the page's largest paint (2.1–3.0
 * s instead of 1.4 s on /faq in some runs).
 */
export function startShellScriptsAfterPaint(): void {
  const start = () =>
    afterNextPaint(() => {
      void fontsLoaded().then(() => afterNextPaint(startShellScripts));
    });
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}

/**
 * How long the shell waits for the fonts at most: a font request that never ends would otherwise
 * leave the page inert for good (about as long as Chromium lets text wait for its font).
 */
export const LONGEST_FONT_WAIT_MS = 3000;

/**
 * The fonts being loaded now, loaded (or failed), or LONGEST_FONT_WAIT_MS gone: text laid out so
 * far has asked for its own.
 */
function fontsLoaded(): Promise<unknown> {
  if (!('fonts' in document)) return Promise.resolve();
  return Promise.race([
    document.fonts.ready,
    new Promise((resolve) => setTimeout(resolve, LONGEST_FONT_WAIT_MS)),
  ]);
}
