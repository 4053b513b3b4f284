import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DraftNotice, draftKey, useFormDraft } from '@yrkesbro/forms';
import type { FormikProps } from 'formik';

/**
 * The draft of a profile list's add or edit dialog, kept in the tab while the form differs
 * from where it started: what the student typed comes back when the dialog opens again for the
 * same item (Legg til for a new one) after the session ended, a reload or Back. `form` names the
 * dialog; the key also names the signed-in student, so nobody else signing in on the tab sees it.
 * `notice` goes at the top of the fields. `close` closes the dialog and forgets the draft: call
 * it once saved, and let Avbryt and Escape use it, since closing is the student's choice to drop
 * it (resetting the form alone leaves the draft to an effect that does not run once the dialog
 * is gone).
 */
export function useDialogDraft<Values>(
  name: string,
  item: { id: string } | undefined,
  form: FormikProps<Values>,
  onClose: () => void,
) {
  const user = useAppSelector(selectCurrentUser);
  const draft = useFormDraft(draftKey(name, user?.id, item?.id ?? 'new'), form);
  return {
    notice: <DraftNotice draft={draft} form={form} />,
    close: () => {
      draft.discard();
      onClose();
    },
  };
}
