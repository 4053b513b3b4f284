import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormikProps } from 'formik';
import type { FormDraft } from './form-draft.ts';
import { TEXTS } from './texts.ts';

/**
 * Says that a form holds what was typed last time, not yet saved, with «Begynn på nytt»: a form
 * that opens filled should say why. For a draft kept without Formik (readDraft…).
 */
export function DraftRestored({
  onStartOver,
  sx,
}: {
  onStartOver: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="info"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onStartOver}>
          {TEXTS.draft.discard}
        </Button>
      }
    >
      {TEXTS.draft.restored}
    </Alert>
  );
}

/** DraftRestored for a Formik form with useFormDraft, while it differs from where it started. */
export function DraftNotice<Values>({
  draft,
  form,
}: {
  draft: FormDraft;
  form: FormikProps<Values>;
}) {
  if (!draft.restored || !form.dirty) return null;
  return <DraftRestored onStartOver={() => form.resetForm()} />;
}
