import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@yrkesbro/api-client';
import { accountDeletionSchema, DELETION_GRACE_DAYS, deletionDateText } from '@yrkesbro/contracts';
import type { AccountDeletionRequest, AccountDeletionStatus } from '@yrkesbro/contracts';
import { FormField } from '@yrkesbro/forms';
import { useFormik } from 'formik';
import { TEXTS } from './texts.ts';

const T = TEXTS.deleteDialog;

const DAY_MS = 24 * 3600 * 1000;

/**
 * Asks for the password before the account is closed, and says the day it will be gone. MUI's
 * dialog keeps the keyboard inside while open and gives focus back to the button that opened it.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  onConfirm,
  now = new Date(),
}: {
  open: boolean;
  onClose: () => void;
  /** Rejects with the API's error; the dialog shows its message under the field. */
  onConfirm: (request: AccountDeletionRequest) => Promise<AccountDeletionStatus>;
  now?: Date;
}) {
  const form = useFormik<AccountDeletionRequest>({
    initialValues: { password: '' },
    validationSchema: accountDeletionSchema,
    onSubmit: async (values, helpers) => {
      try {
        await onConfirm(values);
      } catch (error) {
        helpers.setFieldError('password', errorMessage(error, T.failed));
      }
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    onClose();
  };
  const day = deletionDateText(new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS));

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      fullWidth
      maxWidth="sm"
    >
      <Stack component="form" noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="delete-account-title">{T.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.intro(day)}</DialogContentText>
          <FormField
            form={form}
            name="password"
            label={T.password}
            type="password"
            autoComplete="current-password"
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} disabled={form.isSubmitting}>
            {T.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={form.isSubmitting}
            aria-busy={form.isSubmitting}
            startIcon={
              form.isSubmitting ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : undefined
            }
          >
            {form.isSubmitting ? T.deleting : T.confirm}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
