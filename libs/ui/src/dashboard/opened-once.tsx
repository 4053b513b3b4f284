import { enqueueSnackbar } from 'notistack';
import { Component, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { TEXTS } from './texts.ts';

/**
 * Holds a dialog loaded on demand (`lazy`) until it is first opened, so its chunk comes when
 * someone asks for it rather than with the page. From then on it stays mounted: it closes with
 * its transition and hands focus back, as a dialog that was always there does. If the dialog
 * cannot be shown (its chunk failed to load, say after a deploy replaced it), the person is told
 * and `onFailed` closes it: the page around it stays.
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
    <DialogFailure
      onFailed={() => {
        setOpened(false);
        onFailed();
      }}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </DialogFailure>
  );
}

class DialogFailure extends Component<
  { onFailed: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    enqueueSnackbar(TEXTS.openedOnce.failed, { variant: 'error' });
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
