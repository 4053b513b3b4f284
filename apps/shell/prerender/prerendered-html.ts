import type { RenderedRoute } from './render-route.tsx';

// A transparent pixel: a remote's images live at its own address, known only at deploy time, so
// the prerendered page keeps each image's place and the page's own script shows the image.
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The markup as it may stand before the scripts run: seen, but inert and hidden from assistive
 * technology until React puts the live page in its place (as libs/ui's prerendered-page.tsx
 * shows it meanwhile), so no focus, click or screen reader's place is lost in the swap. Form
 * controls are disabled too, for tools that fill a field without focusing it.
 */
function inertMarkup(html: string): string {
  const markup = html
    .replace(/<link rel="preload" as="image"[^>]*>/g, '')
    .replace(/<(input|textarea|select|button)\b/g, '<$1 disabled=""')
    .replace(/<img\b([^>]*?) src="[^"]*"/g, `<img$1 src="${BLANK_IMAGE}"`);
  return `<div data-prerendered-markup="" inert="" aria-hidden="true" style="display:contents">${markup}</div>`;
}

/** index.html of the build with one page rendered into it: its title, description, styles and markup. */
export function prerenderedPage(template: string, route: string, rendered: RenderedRoute): string {
  const { html, css, styleNames, head } = rendered;
  let page = template;
  if (head) {
    page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
    if (head.description) {
      page = page.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
    }
  }
  // The data-emotion names tell emotion in the browser that these rules are already in place.
  const style = `<style data-emotion="css ${styleNames.join(' ')}">${css}</style>`;
  return page
    .replace('</head>', `${style}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeHtml(route)}">${inertMarkup(html)}</div>`,
    );
}

const LATIN_FONT = /^inter-latin-\d00-normal-.*\.woff2$/;

/**
 * Asks for Inter's Latin files (æ, ø and å included) with the page, not after its styles. With
 * `waitForPreloadedFonts` the first paint waits for them.
 */
export function withFontPreloads(template: string, assets: string[]): string {
  const links = assets
    .filter((file) => LATIN_FONT.test(file))
    .map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}" />`,
    );
  return template.replace('<title>', `${links.join('\n    ')}\n    <title>`);
}

/**
 * The shell's own stylesheet (the font faces; a few KiB) written into the page: as a file it
 * holds back the first paint for a round trip. Its URLs are absolute, so they read the same here.
 */
export async function inlineStylesheets(
  template: string,
  read: (href: string) => Promise<string>,
): Promise<string> {
  let page = template;
  for (const [link, href] of template.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)">/g)) {
    page = page.replace(link, `<style>${waitForPreloadedFonts(await read(href))}</style>`);
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
  return css.replace(/@font-face\{[^}]*\}/g, (face) =>
    /url\(\/assets\/inter-latin-\d00-normal-[^)]*\.woff2\)/.test(face)
      ? face.replace('font-display:swap', 'font-display:block')
      : face,
  );
}
