import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Holds a dialog loaded on demand (`lazy`) until it is first opened, so its chunk comes when
 * someone asks for it rather than with the page. From then on it stays mounted: it closes with
 * its transition and hands focus back, as a dialog that was always there does.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
