import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog.tsx';

/** The titles and send buttons of a dialog that adds an item or edits one. */
export interface ItemFormTexts {
  addTitle: string;
  editTitle: string;
  add: string;
  save: string;
}

/**
 * The FormDialog of a list's add and edit form: the title and the send button say which it is
 * (`editing`), and it sends `form`, busy while that is sending.
 */
export function ItemFormDialog({
  open,
  editing,
  texts,
  form,
  onClose,
  children,
}: {
  open: boolean;
  editing: boolean;
  texts: ItemFormTexts;
  form: Pick<FormikProps<unknown>, 'isSubmitting' | 'handleSubmit'>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      title={editing ? texts.editTitle : texts.addTitle}
      submitLabel={editing ? texts.save : texts.add}
      busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}
