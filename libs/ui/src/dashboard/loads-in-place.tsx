import { startTransition, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * `children`, loaded on demand (`lazy`), shown in `fallback`'s place as soon as their code is in.
 * In a Suspense boundary of their own they came 300 ms after its loader at the soonest, however
 * soon the code did (React reveals a suspended boundary's content no sooner): a dialog took 330 ms
 * to open on a fast connection. Here the boundary mounts showing `fallback` as its content, and
 * `children` take its place in a transition, which React holds, the fallback on screen, until
 * their code is in. A failed load goes to the nearest error boundary.
 */
export function LoadsInPlace({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    startTransition(() => setStarted(true));
  }, []);
  return <Suspense fallback={fallback}>{started ? children : fallback}</Suspense>;
}
