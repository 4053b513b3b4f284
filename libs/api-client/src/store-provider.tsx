import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store.ts';

/**
 * The one store's context. It comes from here, where the hooks and RTK Query's hooks are built,
 * so that one react-redux serves all of them: the api client is the only module that imports it.
 */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
