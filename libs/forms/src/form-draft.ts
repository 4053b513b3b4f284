import type { FormikProps } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from './draft-storage.ts';

export interface FormDraft {
  /** The form was filled from a draft when it opened. */
  restored: boolean;
  /** Forgets the draft and keeps no more: once saved, or when the user chose to leave it. */
  discard: () => void;
}

/**
 * Keeps what a form holds in this tab while it differs from where it started, and puts it back
 * when the form opens again here: after the session ended mid-form and the user signed in again,
 * or after a reload. `key` names the form and its user, so nobody else signing in on the same
 * tab is shown it.
 */
export function useFormDraft<Values>(key: string, form: FormikProps<Values>): FormDraft {
  const [restored, setRestored] = useState(false);
  const discarded = useRef(false);
  const { setValues } = form;

  useEffect(() => {
    const kept = readDraft<Values>(key);
    if (kept === null) return;
    void setValues(kept, false);
    setRestored(true);
  }, [key, setValues]);

  useEffect(() => {
    if (discarded.current) return;
    if (form.dirty) writeDraft(key, form.values);
    else removeDraft(key);
  }, [key, form.dirty, form.values]);

  return {
    restored,
    discard: () => {
      discarded.current = true;
      removeDraft(key);
    },
  };
}
