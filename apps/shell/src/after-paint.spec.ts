import {
  LONGEST_FONT_WAIT_MS,
  STAND_INS_PER_TASK,
  startShellScripts,
  startShellScriptsAfterPaint,
} from './after-paint.ts';
import { heldAnimationFrames } from './testing/animation-frames.ts';

const HEAD = [
  '<link data-after-paint="module" href="/assets/entry.js">',
  '<link data-after-paint="modulepreload" href="/assets/a.js">',
  '<link data-after-paint="modulepreload" href="/assets/b.js">',
].join('');

const shellTags = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.crossOrigin} ${new URL(element.src).pathname}`
      : `link ${(element as HTMLLinkElement).rel} ${(element as HTMLLinkElement).crossOrigin} ${new URL((element as HTMLLinkElement).href).pathname}`,
  );

beforeEach(() => {
  document.head.innerHTML = HEAD;
});

describe('the stand-ins', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("become the shell's module script and its module preloads, in their order", () => {
    startShellScripts();
    jest.runAllTimers();
    expect(shellTags()).toEqual([
      'script module  /assets/entry.js',
      'link modulepreload  /assets/a.js',
      'link modulepreload  /assets/b.js',
    ]);
    expect(document.querySelectorAll('[data-after-paint]')).toHaveLength(0);
  });

  test('are put in place a few per task, so that no task runs long on a slow phone', () => {
    const standIns = Array.from(
      { length: 2 * STAND_INS_PER_TASK + 1 },
      (_, index) => `<link data-after-paint="modulepreload" href="/assets/${index}.js">`,
    );
    document.head.innerHTML = standIns.join('');
    const left = () => document.querySelectorAll('[data-after-paint]').length;

    startShellScripts();
    expect(left()).toBe(STAND_INS_PER_TASK + 1);
    jest.runOnlyPendingTimers();
    expect(left()).toBe(1);
    jest.runOnlyPendingTimers();
    expect(left()).toBe(0);
    expect(shellTags()).toEqual(
      standIns.map((_, index) => `link modulepreload  /assets/${index}.js`),
    );
  });
});

describe('after the first paint', () => {
  const left = () => document.querySelectorAll('[data-after-paint]').length;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (document as { fonts?: unknown }).fonts;
  });

  /** The browser's next frame and the task after it, with the promises they settle. */
  async function paint(nextFrame: () => void) {
    nextFrame();
    await jest.advanceTimersByTimeAsync(0);
  }

  test('nothing is asked for before the page has painted', async () => {
    const nextFrame = heldAnimationFrames();
    startShellScriptsAfterPaint();
    expect(left()).toBe(3);

    await paint(nextFrame);
    expect(left()).toBe(3);
    await paint(nextFrame);
    expect(left()).toBe(0);
    expect(document.head.querySelector('script')?.type).toBe('module');
  });

  test('the fonts the text asked for arrive first, and the text is painted in them', async () => {
    let fontsArrive = () => {};
    const ready = new Promise<void>((resolve) => (fontsArrive = resolve));
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
    const nextFrame = heldAnimationFrames();
    startShellScriptsAfterPaint();

    await paint(nextFrame);
    await paint(nextFrame);
    expect(left()).toBe(3);

    fontsArrive();
    await jest.advanceTimersByTimeAsync(0);
    expect(left()).toBe(3);
    await paint(nextFrame);
    expect(left()).toBe(0);
  });

  test('fonts that never arrive hold the scripts back for a few seconds at most', async () => {
    Object.defineProperty(document, 'fonts', {
      value: { ready: new Promise(() => {}) },
      configurable: true,
    });
    const nextFrame = heldAnimationFrames();
    startShellScriptsAfterPaint();
    await paint(nextFrame);
    await jest.advanceTimersByTimeAsync(LONGEST_FONT_WAIT_MS - 1);
    await paint(nextFrame);
    expect(left()).toBe(3);

    await jest.advanceTimersByTimeAsync(1);
    await paint(nextFrame);
    expect(left()).toBe(0);
  });

  test('a document still being parsed is waited for first', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startShellScriptsAfterPaint();
    await jest.advanceTimersByTimeAsync(200);
    expect(left()).toBe(3);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    await jest.advanceTimersByTimeAsync(200);
    expect(left()).toBe(0);
  });
});
