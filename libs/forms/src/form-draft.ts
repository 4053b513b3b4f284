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
  // A draft read but not yet in the form: the form is not dirty until it is, and that is no
  // reason to forget the draft (a form gone again before then, as a page that opened it and
  // went on loading, lost it).
  const restoring = useRef(false);
  const { setValues } = form;

  useEffect(() => {
    const kept = readDraft<Values>(key);
    restoring.current = kept !== null;
    if (kept === null) return;
    void setValues(kept, false);
    setRestored(true);
  }, [key, setValues]);

  useEffect(() => {
    if (discarded.current) return;
    if (form.dirty) {
      restoring.current = false;
      writeDraft(key, form.values);
    } else if (!restoring.current) removeDraft(key);
  }, [key, form.dirty, form.values]);

  return {
    restored,
    discard: () => {
      discarded.current = true;
      removeDraft(key);
    },
  };
}
