import { isValidElement, startTransition, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

// The component types (a `lazy` one, say) that have shown here once. A `lazy` component whose
// code has come renders at once from then on, so a dialog opened again, or a tab shown again,
// skips the loader.
const shownBefore = new WeakSet<object>();

const typeOf = (children: ReactNode): object | undefined =>
  isValidElement(children) && typeof children.type !== 'string' ? children.type : undefined;

/**
 * `children`, loaded on demand (`lazy`), shown in `fallback`'s place as soon as their code is in.
 * In a Suspense boundary of their own they came 300 ms after its loader at the soonest, however
 * soon the code did (React reveals a suspended boundary's content no sooner): a dialog took 330 ms
 * to open on a fast connection. Here the boundary mounts showing `fallback` as its content, and
 * `children` take its place in a transition, which React holds, the fallback on screen, until
 * their code is in; a part that has shown here before comes at once. A failed load goes to the
 * nearest error boundary. The build's prerender, which runs no effects, renders `children`.
 */
export function LoadsInPlace({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const type = typeOf(children);
  const [started, setStarted] = useState(
    () => typeof document === 'undefined' || (type !== undefined && shownBefore.has(type)),
  );
  useEffect(() => {
    if (!started) startTransition(() => setStarted(true));
  }, [started]);
  return (
    <Suspense fallback={fallback}>
      {started ? (
        <>
          {children}
          <Shown type={type} />
        </>
      ) : (
        fallback
      )}
    </Suspense>
  );
}

/** Commits only together with the part beside it, and so marks its type as having shown. */
function Shown({ type }: { type: object | undefined }) {
  useEffect(() => {
    if (type) shownBefore.add(type);
  }, [type]);
  return null;
}
