/**
 * A link's intent is shown by pressing it (the click comes only as the finger or the button
 * lifts), or by the pointer or the keyboard's focus resting on it this long: passing over it on
 * the way elsewhere is no intent.
 */
export const RESTING_MS = 65;

/**
 * Calls `onIntent` with the address of a link the visitor shows they may follow, so its page can
 * load before the click. Only links this page routes itself count: not another origin's, one
 * that opens elsewhere or downloads, nor one to the address the browser shows. Returns what stops
 * watching.
 */
export function watchLinkIntent(root: Document, onIntent: (url: URL) => void): () => void {
  let resting: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const stopResting = () => {
    if (resting) clearTimeout(resting.timer);
    resting = undefined;
  };
  const rest = (event: Event) => {
    const link = routedLink(event.target);
    if (!link || resting?.link === link) return;
    stopResting();
    const timer = setTimeout(() => {
      resting = undefined;
      onIntent(new URL(link.href));
    }, RESTING_MS);
    resting = { link, timer };
  };
  const leave = (event: Event) => {
    if (!resting || !(event.target instanceof Node) || !resting.link.contains(event.target)) return;
    const next = (event as FocusEvent | PointerEvent).relatedTarget;
    if (!(next instanceof Node && resting.link.contains(next))) stopResting();
  };
  const press = (event: Event) => {
    const link = routedLink(event.target);
    if (!link) return;
    stopResting();
    onIntent(new URL(link.href));
  };
  const listeners: [string, (event: Event) => void][] = [
    ['pointerover', rest],
    ['focusin', rest],
    ['pointerout', leave],
    ['focusout', leave],
    ['pointerdown', press],
  ];
  for (const [type, listener] of listeners)
    root.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    stopResting();
    for (const [type, listener] of listeners)
      root.removeEventListener(type, listener, { capture: true });
  };
}

function routedLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const { location } = window;
  if (link.origin !== location.origin || link.pathname === location.pathname) return undefined;
  return link;
}
