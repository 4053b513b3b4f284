import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from './router.ts';
import { TEXTS } from './texts.ts';

interface PrerenderedPage {
  path: string;
  /** The key the router gives the entry the page was loaded into (kept across a reload). */
  key: string;
}

interface StandIn {
  /** #root, with the build's markup. */
  markup: HTMLElement;
  /** Where React renders, hidden until the live page is in. */
  live: HTMLElement;
}

// visually-hidden.ts's rules, for an element React does not render.
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';

/**
 * How long the markup may stand in at most. A remote's request that never answers would leave the
 * whole page inert; after this the live app shows, its loader where the page's code is awaited.
 */
const LONGEST_STAND_IN_MS = 10_000;

let prerendered: PrerenderedPage | undefined;
let standIn: StandIn | undefined;
let placesHeld = 0;
let longestStandIn: number | undefined;
const standInEnded = new Set<() => void>();

/**
 * The build prerenders the public pages into #root (`data-prerendered` names the path), so the
 * first paint is the page's text and not a spinner. That markup stays, as the build wrote it,
 * while the session check and the page's code arrive: React renders into a hidden element after
 * it, which takes its place once the live page is in (`PrerenderedPageOr`), the navbar with it.
 * Had React rendered into #root, it would have put a copy of the markup there first, and then the
 * live navbar around it: on a slow phone, each laid the whole page out again (100–150 ms at CPU
 * 4× on /faq, more than the page's own first layout). Returns the element React renders into.
 */
export function capturePrerenderedPage(root: HTMLElement): HTMLElement {
  const path = root.dataset.prerendered;
  const page = root.querySelector(':scope > [data-prerendered-markup]');
  const { pathname, search, hash } = window.location;
  prerendered = undefined;
  standIn = undefined;
  placesHeld = 0;
  window.clearTimeout(longestStandIn);
  // A query or a fragment may change the page (/faq#feriepenger opens that answer), which the
  // build rendered without them.
  if (!path || !page?.querySelector('#main') || path !== pathname || search || hash) return root;
  // The router's own key for this entry: 'default' on a first visit, the stored one on a reload.
  const state: unknown = window.history.state;
  const key =
    state && typeof state === 'object' && 'key' in state && typeof state.key === 'string'
      ? state.key
      : 'default';
  prerendered = { path, key };
  // The markup is hidden from assistive technology, which hears that the page is loading.
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.textContent = TEXTS.pageLoader.loading;
  status.style.cssText = VISUALLY_HIDDEN;
  root.append(status);
  const live = document.createElement('div');
  live.hidden = true;
  root.after(live);
  standIn = { markup: root, live };
  longestStandIn = window.setTimeout(endStandIn, LONGEST_STAND_IN_MS);
  return live;
}

/** Puts the live page in the markup's place. */
function endStandIn(): void {
  if (!standIn) return;
  const { markup, live } = standIn;
  standIn = undefined;
  // What is held from here on shows its own loader: the markup has gone.
  prerendered = undefined;
  markup.remove();
  live.id = 'root';
  live.hidden = false;
  for (const listener of standInEnded) listener();
}

function onStandInEnded(listener: () => void): () => void {
  standInEnded.add(listener);
  return () => standInEnded.delete(listener);
}

/** Shows the live page in the markup's place, once no part of the page is held any longer. */
function showLivePageWhenNothingHeld(): void {
  // After the whole commit: a place given up may be taken by another part in the same one.
  queueMicrotask(() => {
    if (placesHeld === 0) endStandIn();
  });
}

function usePrerendered(): PrerenderedPage | undefined {
  const location = useLocation();
  const standing = useSyncExternalStore(
    onStandInEnded,
    () => standIn !== undefined,
    () => false,
  );
  if (!standing) return undefined;
  if (prerendered && (location.key !== prerendered.key || location.pathname !== prerendered.path)) {
    // Once the visitor has moved on, the markup is history: coming back shows the live page.
    prerendered = undefined;
  }
  return prerendered;
}

/** Holds the live page back while it is mounted: the markup stands in for what it stands for. */
function HeldPlace() {
  useLayoutEffect(() => {
    placesHeld += 1;
    return () => {
      placesHeld -= 1;
      showLivePageWhenNothingHeld();
    };
  }, []);
  return null;
}

/**
 * Shows the live page after React's first commit if nothing held it back (a page already loaded,
 * say): mounted once, around the app.
 */
export function PrerenderedPageRoot({ children }: { children: ReactNode }) {
  // A parent's layout effect runs after its children's: every place held in the first commit is.
  useLayoutEffect(showLivePageWhenNothingHeld, []);
  return children;
}

/**
 * On the first load of a prerendered page, holds the live page back, the markup standing in for
 * what is still on its way (the session check, the page's code); else `fallback`.
 */
export function PrerenderedPageOr({ fallback }: { fallback: ReactNode }) {
  return usePrerendered() ? <HeldPlace /> : fallback;
}
