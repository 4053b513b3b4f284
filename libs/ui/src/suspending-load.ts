/** A value loaded once, which rendering reads as `React.lazy` reads its module. */
export interface SuspendingLoad<T> {
  /**
   * The value, once loaded; until then it suspends the nearest Suspense boundary (and starts the
   * load), and after a failed load it throws the failure, for the nearest error boundary.
   */
  read(): T;
  /**
   * The value, wrapped (it may itself be undefined), once loaded; undefined while it loads or
   * before anything has asked for it; after a failed load it throws the failure, as `read` does.
   */
  peek(): { value: T } | undefined;
  /** Starts the load unless it is under way or done; after a failure, loads afresh. */
  load(): Promise<T>;
}

/**
 * `load`, run once however often it is read: a rendered component may read the value, and code
 * outside React may load it ahead, so that the first render has it without suspending (a
 * `React.lazy` component suspends once even when its module has arrived).
 */
export function suspendingLoad<T>(load: () => Promise<T>): SuspendingLoad<T> {
  let loaded: { value: T } | undefined;
  let loading: Promise<T> | undefined;
  // Kept until the next `load()` (a retry): rendering again throws it again, where loading afresh
  // on every render would ask without end while the network is down.
  let failure: { error: unknown } | undefined;
  const start = (): Promise<T> => {
    if (loaded) return Promise.resolve(loaded.value);
    loading ??= (() => {
      failure = undefined;
      return load().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          failure = { error };
          loading = undefined;
          throw error;
        },
      );
    })();
    return loading;
  };
  return {
    read() {
      if (loaded) return loaded.value;
      if (failure) throw failure.error;
      // Suspense's protocol, as `React.lazy` follows it; `use()` would need every test to await
      // React's act.
      throw start();
    },
    peek() {
      if (failure) throw failure.error;
      return loaded;
    },
    load: start,
  };
}
