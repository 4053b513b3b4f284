import { useCallback, useState } from 'react';

/**
 * Which dialog is open and for what item. Every opening is a new session (use `key` on the
 * dialog), so a form starts from the item it edits, or empty, instead of from what was typed
 * and cancelled last time; closing keeps the item so the dialog fades out with its content.
 */
export function useDialogSession<Item = undefined>() {
  const [state, setState] = useState<{ open: boolean; item?: Item; session: number }>({
    open: false,
    session: 0,
  });
  const show = useCallback(
    (item?: Item) => setState((current) => ({ open: true, item, session: current.session + 1 })),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { open: state.open, item: state.item, key: state.session, show, close };
}
