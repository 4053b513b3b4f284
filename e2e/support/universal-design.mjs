// Universal design checks on an open page (#18): axe-core's WCAG 2.1 A/AA rules, one h1, the
// language, title and main landmark, the page's fit on a small and a common phone, a tablet and a
// desktop, and tap targets of at least 44 px on the phone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// 320 px: WCAG's reflow width (a small phone, or 1280 px zoomed to 400 %). Tap targets are
// measured at 360, the width of most phones.
export const WIDTHS = [320, 360, 768, 1280];
const PHONE_WIDTH = 360;
const HEIGHT = 800;
const THUMB = 44;

/** What the suite has checked, for the line it prints at the end. */
export const tally = { pages: new Set(), roles: new Set(), states: 0, findings: [] };

/**
 * axe's serious and critical findings on the page as it is now (`state` names it: a page as
 * loaded, a dialog open, an error shown). Evaluated through the DevTools protocol, so the pages'
 * Content-Security-Policy stays in force for everything else.
 */
export async function axeFindings(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    WCAG_21_AA,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Whether the page scrolls sideways at `width`, and which elements stick out. */
export async function sidewaysAt(page, width) {
  await page.setViewportSize({ width, height: HEIGHT });
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const depth = (element) => {
      let count = 0;
      for (let node = element; node; node = node.parentElement) count += 1;
      return count;
    };
    // A box that sticks out, or text wider than its box (a long word in a heading): the box
    // itself may fit while its text scrolls the page.
    const outside = [...document.querySelectorAll('body *')].filter(
      (element) =>
        element.getBoundingClientRect().right > root.clientWidth + 1 ||
        (element.scrollWidth > element.clientWidth + 1 &&
          element.clientWidth > 0 &&
          getComputedStyle(element).overflowX === 'visible'),
    );
    return (outside.length > 0 ? outside : [root])
      .sort((a, b) => depth(b) - depth(a))
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
}

/**
 * Waits for the page's running CSS transitions and animations (a dialog's fade-in) to end; the
 * endless ones (a spinner) are left turning.
 */
function settled(page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The screen reader basics axe leaves to best practice: one h1, the page's language, a title of
 * its own and the main landmark.
 */
export async function pageStructure(page) {
  return page.evaluate(() => {
    const problems = [];
    const headings = document.querySelectorAll('h1').length;
    if (headings !== 1) problems.push(`${headings} h1 elements`);
    if (document.documentElement.lang !== 'nb')
      problems.push(`lang="${document.documentElement.lang}"`);
    if (!/\S.* – Yrkesbro$|^Yrkesbro/.test(document.title))
      problems.push(`title "${document.title}"`);
    if (document.querySelectorAll('main').length !== 1) problems.push('no single main landmark');
    return problems;
  });
}

/** Controls smaller than a thumb (44 × 44 px) at the current width; inline text links excepted. */
export async function smallTargets(page) {
  return page.evaluate((thumb) => {
    const controls = document.querySelectorAll('.MuiButtonBase-root, button, [role="button"]');
    return [...controls]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const shown = box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth;
        return (
          shown &&
          !control.closest('[aria-hidden="true"]') &&
          getComputedStyle(control).visibility !== 'hidden' &&
          (box.width < thumb - 0.5 || box.height < thumb - 0.5)
        );
      })
      .slice(0, 3)
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30);
        return `${control.tagName.toLowerCase()} «${name}» ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, THUMB);
}

/**
 * Every check on the page in its current state: axe at desktop width, then no sideways scrolling
 * at each width and controls a thumb can hit on the phone. Findings are collected rather than thrown, so one run lists them all.
 */
export async function checkUniversalDesign(page, { route, role, state = 'lastet' }) {
  tally.pages.add(route);
  tally.roles.add(role);
  tally.states += 1;
  const where = `${route} (${role}, ${state})`;
  // A dialog fading in is judged once it is fully there: half-transparent text fails contrast.
  await settled(page);
  for (const finding of await axeFindings(page)) tally.findings.push(`${where}: ${finding}`);
  for (const problem of await pageStructure(page)) tally.findings.push(`${where}: ${problem}`);
  for (const width of WIDTHS) {
    const outside = await sidewaysAt(page, width);
    if (outside.length > 0) {
      tally.findings.push(`${where}: scrolls sideways at ${width} px (${outside.join(', ')})`);
    }
    if (width === PHONE_WIDTH) {
      const small = await smallTargets(page);
      if (small.length > 0) {
        tally.findings.push(
          `${where}: smaller than ${THUMB} px at ${width} px: ${small.join(', ')}`,
        );
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: HEIGHT });
}

export function tallyLine() {
  return (
    `Universell utforming: ${tally.pages.size} ruter × ${tally.roles.size} roller, ` +
    `${tally.states} tilstander sjekket med axe (WCAG 2.1 AA) og på ${WIDTHS.join('/')} px, ` +
    `${tally.findings.length} alvorlige funn`
  );
}
