import type { ComponentType } from 'react';
import { suspendingLoad } from './suspending-load.ts';
import type { SuspendingLoad } from './suspending-load.ts';

/** A page whose code loads on demand, and which renders at once once it has loaded. */
export type LazyPage = ComponentType & {
  /** Loads the page's code; after a failed load, loads it afresh. */
  preload(): Promise<void>;
  /** The page's code, for a page switch to show the page as soon as it is in (`WhenLoaded`). */
  code: SuspendingLoad<ComponentType>;
};

/**
 * A page of a remote's page switch, its code loaded when first wanted, as `React.lazy` would. But
 * its code can be loaded ahead (`preload`), and then the page renders in the same commit as what
 * is around it: a `React.lazy` page suspends on its first render even when its module has
 * arrived, and React reveals a boundary no sooner than 300 ms after the one before it, so the
 * first page of a visit showed its loader twice and came up to 300 ms late.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const code = suspendingLoad(async () => (await load()).default);
  function Page() {
    const Loaded = code.read();
    return <Loaded />;
  }
  return Object.assign(Page, { preload: () => code.load().then(() => undefined), code });
}
