import { errorMessage } from '@yrkesbro/api-client';
import { useSnackbar } from '@yrkesbro/toasts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useRef, useState } from 'react';
import type { RefObject } from 'react';

// Most visits delete nothing: the dialog loads when a deletion is first asked for.
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

/** How one list deletes: `remove` sends it; the confirmation's texts and the toasts. */
export interface Deletion {
  remove: (id: string) => Promise<unknown>;
  title: string;
  text: string;
  confirmLabel?: string;
  deleted: string;
  failed: string;
}

/**
 * Deleting one item of a list: `ask(id)` opens the confirmation, Slett sends it and toasts.
 * A failure keeps the dialog open so the student can try again. After a deletion the row and
 * its button are gone, so focus goes to `returnFocusTo` (the section's heading) instead of
 * being lost to the page.
 */
export function useConfirmedDelete({
  remove,
  title,
  text,
  confirmLabel = 'Slett',
  deleted,
  failed,
  returnFocusTo,
}: Deletion & { returnFocusTo: RefObject<HTMLElement | null> }) {
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const didDelete = useRef(false);
  const { enqueueSnackbar } = useSnackbar();

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      enqueueSnackbar(deleted, { variant: 'success' });
      didDelete.current = true;
      setTarget(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, failed), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <OpenedOnce open={target !== null} onFailed={() => setTarget(null)}>
      <ConfirmDialog
        open={target !== null}
        title={title}
        text={text}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
        onExited={() => {
          if (didDelete.current) returnFocusTo.current?.focus();
          didDelete.current = false;
        }}
      />
    </OpenedOnce>
  );
  return { ask: setTarget, dialog };
}
