// The keyboard alone: Tab until an element has focus, and at every stop on the way a check that
// the eye can see where focus is (WCAG 2.4.7) with a contrast of 3:1 (1.4.11), by comparing what
// the screen shows around the element with focus and without it.

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

  const cut = await focused.evaluate(ringOffScreen);
  if (cut) throw new Error(`${name} har fokus, men markeringen går ${cut} utenfor skjermen`);

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
  const strong = await page.evaluate(countContrastingPixels, {
    focused: withFocus.pixels.toString('base64'),
    unfocused: withoutFocus.pixels.toString('base64'),
  });
  // WCAG 1.4.11: the indicator stands out 3:1. A field's border turning blue changes about one
  // pixel's line round it; MUI's ripple glow on a button changes none that far.
  const halfPerimeter = withFocus.box.width + withFocus.box.height;
  if (strong < halfPerimeter)
    throw new Error(
      `${name} har fokus, men markeringen skiller seg ut 3:1 på bare ${strong} piksler (minst ${Math.round(halfPerimeter)})`,
    );
}

/**
 * How many pixels of two screenshots of one place differ by 3:1 or more in contrast (WCAG's
 * ratio of relative luminance), decoded in the page since Node has no PNG decoder of its own.
 */
async function countContrastingPixels({ focused, unfocused }) {
  const rgba = async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  };
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (data, i) =>
    0.2126 * channel(data[i]) + 0.7152 * channel(data[i + 1]) + 0.0722 * channel(data[i + 2]);
  const [a, b] = await Promise.all([rgba(focused), rgba(unfocused)]);
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    const [light, dark] = [luminance(a, i), luminance(b, i)].sort((x, y) => y - x);
    if ((light + 0.05) / (dark + 0.05) >= 3) count += 1;
  }
  return count;
}

/**
 * Where an outline drawn outside the element leaves the viewport, as a side's name (a ring cut
 * at the screen's edge reads as a border, not as focus), or null when it is whole.
 */
function ringOffScreen(element) {
  const style = getComputedStyle(element);
  if (style.outlineStyle === 'none') return null;
  const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
  const box = element.getBoundingClientRect();
  if (box.left - reach < 0) return 'til venstre';
  if (box.right + reach > document.documentElement.clientWidth) return 'til høyre';
  return null;
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
