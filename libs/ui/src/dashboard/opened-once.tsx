import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure.tsx';
import { LoadsInPlace } from './loads-in-place.tsx';
import { TEXTS } from './texts.ts';
import { enqueueSnackbar } from '@yrkesbro/toasts';

/**
 * Holds a dialog loaded on demand (`lazy`) until it is first opened, so its chunk comes when
 * someone asks for it rather than with the page. From then on it stays mounted: it closes with
 * its transition and hands focus back, as a dialog that was always there does. While its chunk
 * arrives, a thin bar along the top of the window shows that the click was taken, and the dialog
 * shows as soon as it is in (`LoadsInPlace`). If the dialog cannot be shown (its chunk failed to
 * load, say after a deploy replaced it), the person is told and `onFailed` closes it: the page
 * around it stays.
 */
export function OpenedOnce({
  open,
  onFailed,
  children,
}: {
  open: boolean;
  onFailed: () => void;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <LoadFailure
      onFailed={() => {
        enqueueSnackbar(TEXTS.openedOnce.failed, { variant: 'error' });
        setOpened(false);
        onFailed();
      }}
    >
      <LoadsInPlace fallback={<Opening />}>{children}</LoadsInPlace>
    </LoadFailure>
  );
}

function Opening() {
  return (
    <LinearProgress
      aria-label={TEXTS.openedOnce.opening}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' }}
    />
  );
}
