import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FormikProps } from 'formik';
import type { FormDraft } from './form-draft.ts';
import { TEXTS } from './texts.ts';

/**
 * Says that the form holds what was typed last time, not yet saved, with a way to start over:
 * a form that opens filled should say why.
 */
export function DraftNotice<Values>({
  draft,
  form,
}: {
  draft: FormDraft;
  form: FormikProps<Values>;
}) {
  if (!draft.restored || !form.dirty) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => form.resetForm()}>
          {TEXTS.draft.discard}
        </Button>
      }
    >
      {TEXTS.draft.restored}
    </Alert>
  );
}
