/**
 * Modules loaded afresh with React as the app runs it, on jest's fake clock: outside
 * testing-library's `act`, which shows a suspended boundary's content at once, and loaded after
 * the clock is faked, since React's scheduler keeps the timer functions it finds as it loads.
 * Whatever renders must come from `importFresh`, React DOM and the router included: a second
 * React cannot run the first one's hooks. `offTheClock` puts things back.
 */
export async function onTheClock<T>(importFresh: () => Promise<T>): Promise<T> {
  jest.useFakeTimers();
  actEnvironment(false);
  let modules: { fresh: T } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = { fresh: await importFresh() };
  });
  return (modules as { fresh: T }).fresh;
}

export function offTheClock(): void {
  actEnvironment(true);
  jest.useRealTimers();
}

function actEnvironment(on: boolean) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
}

/** A promise settled from outside. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}
