import type { FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the form works as before, without a draft.
    return null;
  }
}

/**
 * Keeps what a form holds in this tab while it differs from where it started, and puts it back
 * when the form opens again here: after the session ended mid-form and the user signed in again,
 * or after a reload. `key` names the form and its user, so nobody else signing in on the same
 * tab is shown it. `discard` forgets it: once saved, or when the user chose to leave it.
 */
export function useFormDraft<Values>(
  key: string,
  form: FormikProps<Values>,
): { restored: boolean; discard: () => void } {
  const [restored, setRestored] = useState(false);
  const discarded = useRef(false);
  const { setValues } = form;

  useEffect(() => {
    const kept = storage()?.getItem(key);
    if (!kept) return;
    try {
      void setValues(JSON.parse(kept) as Values, false);
      setRestored(true);
    } catch {
      storage()?.removeItem(key);
    }
  }, [key, setValues]);

  useEffect(() => {
    if (discarded.current) return;
    if (form.dirty) storage()?.setItem(key, JSON.stringify(form.values));
    else storage()?.removeItem(key);
  }, [key, form.dirty, form.values]);

  return {
    restored,
    discard: () => {
      discarded.current = true;
      storage()?.removeItem(key);
    },
  };
}
