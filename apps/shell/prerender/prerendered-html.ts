import {
  AFTER_PAINT_ATTRIBUTE,
  AFTER_PAINT_SCRIPT_NAME,
  EARLY_SCRIPT_NAME,
} from '../vite/early-head.ts';
import type { RenderedRoute } from './render-route.tsx';

// A transparent pixel: a remote's images live at its own address, known only at deploy time, so
// the prerendered page keeps each image's place and the page's own script shows the image.
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

// Inter's Latin file (æ, ø and å included), the only one a Norwegian page needs at once.
const LATIN_FONT = /inter-latin-wght-normal-[^/)"]*\.woff2$/;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Replaces `pattern` in `page` with `text` taken literally: a replacement string would read `$&`
 * or `$'` in a page's text or styles as patterns. Fails if Vite's page no longer has the place.
 */
function put(page: string, pattern: string | RegExp, text: string): string {
  if (typeof pattern === 'string' ? !page.includes(pattern) : !pattern.test(page)) {
    throw new Error(`Fant ikke ${String(pattern)} i index.html`);
  }
  return page.replace(pattern, () => text);
}

/**
 * The markup as it may stand before the scripts run: seen, but inert and hidden from assistive
 * technology until React puts the live page in its place (libs/ui's prerendered-page.tsx keeps
 * it standing meanwhile), so no focus, click or screen reader's place is lost in the swap. Form
 * controls are disabled too, for tools that fill a field without focusing it.
 */
function inertMarkup(html: string): string {
  const markup = html
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/<(input|textarea|select|button)\b(?![^>]*\sdisabled[\s=>])/g, '<$1 disabled=""')
    .replace(
      /<img\b([^>]*?) src="[^"]*"/g,
      (_img, attributes: string) => `<img${attributes} src="${BLANK_IMAGE}"`,
    );
  return `<div data-prerendered-markup="" inert="" aria-hidden="true" style="display:contents">${markup}</div>`;
}

/** The data-emotion names tell emotion in the browser that these rules are already in place. */
function withEmotionRules(page: string, css: string, styleNames: string[]): string {
  const style = `<style data-emotion="css ${styleNames.join(' ')}">${css}</style>`;
  return put(page, '</head>', `${style}\n  </head>`);
}

/** index.html of the build with one page rendered into it: its title, description, styles and markup. */
export function prerenderedPage(template: string, route: string, rendered: RenderedRoute): string {
  const { html, css, styleNames, head } = rendered;
  let page = template;
  if (head) {
    page = put(page, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
    if (head.description) {
      page = put(
        page,
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
    }
  }
  page = withEmotionRules(page, css, styleNames);
  return put(
    page,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(route)}">${inertMarkup(html)}</div>`,
  );
}

/**
 * The build's index.html, the page of every address not prerendered, with the session check's
 * loader in #root and its rules in the head: it paints before the scripts have run, and React
 * renders the same loader in its place.
 */
export function withSessionCheckLoader(template: string, rendered: RenderedRoute): string {
  const { html, css, styleNames } = rendered;
  const page = withEmotionRules(template, css, styleNames);
  return put(page, '<div id="root"></div>', `<div id="root">${html}</div>`);
}

/** The page's module files too, asked for after its first paint as its others are. */
export function withModulePreloads(page: string, files: string[], base = '/'): string {
  if (files.length === 0) return page;
  const links = files.map((file) => afterPaintLink('modulepreload', `${base}${file}`));
  return put(page, '</head>', `${links.join('\n    ')}\n  </head>`);
}

/** The prerendered pages' script (`withScriptsAfterPaint`) among the build's assets. */
export function afterPaintScriptIn(assets: string[]): string {
  const name = new RegExp(`^${AFTER_PAINT_SCRIPT_NAME}-[\\w-]+\\.js$`);
  const file = assets.find((asset) => name.test(asset));
  if (!file) throw new Error('Fant ikke skriptet som henter skallets skript etter første maling');
  return file;
}

const afterPaintLink = (kind: 'module' | 'modulepreload', href: string) =>
  `<link ${AFTER_PAINT_ATTRIBUTE}="${kind}" href="${href}">`;

/**
 * Asks for Inter's Latin file with the page, not after its styles. With
 * `waitForPreloadedFonts` the first paint waits for them.
 */
export function withFontPreloads(template: string, assets: string[]): string {
  const links = assets
    .filter((file) => LATIN_FONT.test(file))
    .map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}" />`,
    );
  if (links.length === 0) throw new Error('Fant ikke Inters latinske skriftfil i bygget');
  return put(template, '<title>', `${links.join('\n    ')}\n    <title>`);
}

/**
 * The shell's own stylesheet (the font faces; a few KiB) written into the page: as a file it
 * holds back the first paint for a round trip, and on a slow network longer, sharing the line
 * with the shell's scripts. Its URLs are absolute, so they read the same here. `faces` adapts the
 * font faces to the page (`waitForPreloadedFonts` where the page preloads them).
 */
export async function inlineStylesheets(
  template: string,
  read: (href: string) => Promise<string>,
  faces: (css: string) => string = (css) => css,
): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)">/g)];
  if (links.length === 0) throw new Error('Fant ingen stilark i index.html');
  let page = template;
  for (const [link, href] of links) {
    page = put(page, link, `<style>${faces(await read(href))}</style>`);
  }
  return page;
}

/**
 * The preloaded Latin faces block text until they arrive (about a second on a slow phone
 * network) instead of swapping in for a fallback font. Swapped in, they moved the text (layout
 * shift), and the live page replacing the markup, set in Inter and so a little larger, counted
 * as the page's largest paint again, seconds later. Other subsets still swap.
 */
export function waitForPreloadedFonts(css: string): string {
  return css.replace(/@font-face\{[^}]*\}/g, (face) => {
    const files = [...face.matchAll(/url\(([^)]*)\)/g)].map(([, url]) => url);
    return files.some((file) => LATIN_FONT.test(file))
      ? face.replace('font-display:swap', 'font-display:block')
      : face;
  });
}

const EARLY_SCRIPT_TAG = new RegExp(
  `<script async src="[^"]*/${EARLY_SCRIPT_NAME}-[\\w-]+\\.js"[^>]*></script>\\s*`,
);

/**
 * A prerendered page paints without its scripts, but needs its fonts first (they block text).
 * Its one script at first is `afterPaintScript` (src/after-paint.ts): the shell's module
 * script and module preloads stand in the head as links that fetch nothing, and that script
 * asks for them once the page has painted. Asked for with the page at low priority, they still
 * shared the slow network with the fonts, and Lighthouse, which replays a fast load, counted
 * them as holding back the largest paint (2.8–3.3 s simulated, with the text painted at 1.1 s
 * on the slow phone). The early script (early-preload.ts, which preloads the session check too)
 * is left out: asking for the remote's chunks beside the fonts put the largest paint 100–250 ms
 * later on the slow network (each public page and /login, two rounds); the shell's scripts ask
 * for them.
 *
 * The entry's static imports become module scripts of their own, not preloads: each chunk then
 * runs in a task of its own once it and its imports have arrived. As preloads, the whole graph
 * ran in the entry's one task, 190 ms on a slow phone (CPU 4×) and most of the public pages'
 * blocking time; now the longest is the entry's own (React and the app), about half of it. A
 * module runs once, by whichever script reaches it first. The entry comes last: scripts whose
 * chunks are ready together run in the order they were put in, and the entry first would run
 * them all in its own task again.
 */
export function withScriptsAfterPaint(template: string, afterPaintScript: string): string {
  const afterPaintTag = `<script async src="${afterPaintScript}"></script>`;
  let entry: string | undefined;
  const page = template
    .replace(EARLY_SCRIPT_TAG, '')
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return afterPaintTag;
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) =>
      afterPaintLink('module', href),
    );
  if (entry === undefined) throw new Error('Fant ikke skallets modulskript i index.html');
  const last = [...page.matchAll(/<link data-after-paint="module" href="[^"]+">/g)].at(-1);
  const at = last
    ? last.index + last[0].length
    : page.indexOf(afterPaintTag) + afterPaintTag.length;
  return `${page.slice(0, at)}\n    ${afterPaintLink('module', entry)}${page.slice(at)}`;
}
