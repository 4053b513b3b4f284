import { startShellScripts, startShellScriptsAfterPaint } from './after-paint.ts';
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

test("the stand-ins become the shell's module script and its module preloads, in their order", () => {
  startShellScripts();
  expect(shellTags()).toEqual([
    'script module  /assets/entry.js',
    'link modulepreload  /assets/a.js',
    'link modulepreload  /assets/b.js',
  ]);
  expect(document.querySelectorAll('[data-after-paint]')).toHaveLength(0);
});

describe('after the first paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('nothing is asked for before the page has painted', () => {
    const nextFrame = heldAnimationFrames();
    startShellScriptsAfterPaint();
    expect(document.querySelectorAll('[data-after-paint]')).toHaveLength(3);

    nextFrame();
    jest.advanceTimersByTime(0);
    expect(document.querySelectorAll('[data-after-paint]')).toHaveLength(0);
    expect(document.head.querySelector('script')?.type).toBe('module');
  });

  test('a document still being parsed is waited for first', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startShellScriptsAfterPaint();
    jest.advanceTimersByTime(200);
    expect(document.querySelectorAll('[data-after-paint]')).toHaveLength(3);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(100);
    expect(document.querySelectorAll('[data-after-paint]')).toHaveLength(0);
  });
});
