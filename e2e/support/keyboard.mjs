// The keyboard alone: Tab until an element has focus, and at every stop on the way a check that
// the eye can see where focus is (WCAG 2.4.7), by comparing what the screen shows around the
// element with focus and without it.

/** How many Tab stops have had their focus indicator checked, for the journey's summary. */
export const focusTally = { stops: 0 };

// Where a focused control draws its indicator: an outlined field's border sits on its input's
// wrapper, a slider's ring on its thumb, a visually hidden input's on its label (a swatch);
// anything else on itself.
const INDICATOR_HOLDER = '.MuiInputBase-root, .MuiSlider-thumb';
// Room for an outline or a ring drawn outside the element's box.
const MARGIN = 4;

/**
 * Presses Tab until `target` or something inside it has focus, failing after `max` presses.
 * Every element focused on the way must show visible focus.
 */
export async function tabTo(page, target, { max = 40 } = {}) {
  for (let press = 1; press <= max; press += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await holdsFocus(target)) return;
  }
  throw new Error(
    `${await describeFocus(page)} har fokus etter ${max} trykk på Tab, ikke ${target}`,
  );
}

/** Waits until `target` or something inside it has focus; says where focus is if it never does. */
export async function expectFocus(page, target, { timeout = 5000 } = {}) {
  const deadline = Date.now() + timeout;
  while (!(await holdsFocus(target))) {
    if (Date.now() > deadline)
      throw new Error(`Forventet fokus på ${target}, men ${await describeFocus(page)} har det`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

/**
 * The focused element looks different from itself unfocused. The unfocused look is seen with
 * focus taken away for a moment (not moved to a neighbour, whose own ring could be near) and
 * then given back, as the keyboard left it.
 */
export async function expectVisibleFocus(page) {
  const focused = await page.evaluateHandle(() => document.activeElement);
  const name = await describeFocus(page);
  if (await focused.evaluate((element) => element === document.body)) return;
  focusTally.stops += 1;
  const withFocus = await look(page, focused);
  if (!withFocus.onScreen) throw new Error(`${name} har fokus, men synes ikke på skjermen`);

  await focused.evaluate((element) => element.blur());
  const withoutFocus = await look(page, focused);
  await focused.evaluate((element) => element.focus({ preventScroll: true }));
  if (!(await focused.evaluate((element) => element === document.activeElement)))
    throw new Error(`${name} fikk ikke fokus tilbake, ${await describeFocus(page)} har det`);
  const moved = ['x', 'y', 'width', 'height'].some(
    (side) => Math.abs(withFocus.box[side] - withoutFocus.box[side]) > 0.5,
  );
  if (moved) return;
  if (withFocus.pixels.equals(withoutFocus.pixels))
    throw new Error(`${name} har fokus uten synlig fokusmarkering`);
}

/** What the screen shows around `element`, and where it is in the document. */
async function look(page, element) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { box, clip } = await element.evaluate(
    (node, { holderSelector, margin }) => {
      const own = node.getBoundingClientRect();
      const hidden = own.width < 2 || own.height < 2;
      const holder =
        node.closest(holderSelector) ?? (hidden ? node.closest('label') : null) ?? node;
      const rect = holder.getBoundingClientRect();
      const left = Math.max(0, rect.left - margin);
      const top = Math.max(0, rect.top - margin);
      const right = Math.min(window.innerWidth, rect.right + margin);
      const bottom = Math.min(window.innerHeight, rect.bottom + margin);
      return {
        box: {
          x: rect.left + window.scrollX,
          y: rect.top + window.scrollY,
          width: rect.width,
          height: rect.height,
        },
        clip: { x: left, y: top, width: right - left, height: bottom - top },
      };
    },
    { holderSelector: INDICATOR_HOLDER, margin: MARGIN },
  );
  const onScreen = clip.width > 2 * MARGIN && clip.height > 2 * MARGIN;
  const pixels = onScreen
    ? await page.screenshot({ clip, animations: 'disabled' })
    : Buffer.alloc(0);
  return { box, onScreen, pixels };
}

async function holdsFocus(target) {
  return target.evaluateAll((elements) =>
    elements.some((element) => element.contains(document.activeElement)),
  );
}

/** The focused element as a person would name it: its role-ish tag and its text or label. */
export async function describeFocus(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name =
      element.getAttribute('aria-label') ??
      element.labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `<${element.tagName.toLowerCase()}> «${name.trim().slice(0, 60)}»`;
  });
}
