import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessage, errorStatus, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { APPLICATION_MESSAGES, applySchema } from '@yrkesbro/contracts';
import type { ApplyRequest, Job } from '@yrkesbro/contracts';
import { DraftNotice, FormField, draftKey, useFormDraft } from '@yrkesbro/forms';
import { useFormik } from 'formik';
import { useApplyForJobMutation } from '../applications/student-applications-api.ts';
import { useGetOwnProfileQuery } from '../profile/profile-api.ts';
import { TEXTS } from './texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.applyDialog;

const EMPTY: ApplyRequest = { cover_letter: '', resume_url: '' };

/**
 * The søknad: a cover letter and a link to the CV, checked with the contracts' `applySchema`.
 * The dialog stays mounted while closed, so what the student typed survives a closed dialog
 * and a failed send; only a sent søknad empties it. A draft in the tab keeps it through a
 * reload and a session that ended before the søknad was sent.
 */
export function ApplyDialog({
  job,
  open,
  onApplied,
  onClose,
}: {
  job: Job;
  open: boolean;
  /** The søknad is sent, now or before (409). */
  onApplied: () => void;
  onClose: () => void;
}) {
  const [apply] = useApplyForJobMutation();
  const { enqueueSnackbar } = useSnackbar();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const company = job.company_name || job.business_name;
  // The public profile is a CV a business can open; offered when the student has one.
  const { data: profile } = useGetOwnProfileQuery(undefined, { skip: !open });

  const form = useFormik<ApplyRequest>({
    initialValues: EMPTY,
    validationSchema: applySchema,
    onSubmit: async (values, helpers) => {
      try {
        await apply({ jobUuid: job.uuid, body: applySchema.cast(values) }).unwrap();
        enqueueSnackbar(APPLICATION_MESSAGES.applied, { variant: 'success' });
        draft.discard();
        helpers.resetForm();
        onApplied();
        onClose();
      } catch (error) {
        if (errorStatus(error) === 409) {
          enqueueSnackbar(errorMessage(error, APPLICATION_MESSAGES.alreadyApplied), {
            variant: 'info',
          });
          onApplied();
          onClose();
        } else {
          enqueueSnackbar(errorMessage(error, APPLICATION_MESSAGES.applyFailed), {
            variant: 'error',
          });
        }
      }
    },
  });

  const user = useAppSelector(selectCurrentUser);
  const draft = useFormDraft(draftKey('apply', user?.id, job.uuid), form);
  const busy = form.isSubmitting;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="apply-dialog-title"
      aria-describedby="apply-dialog-text"
    >
      <form noValidate onSubmit={form.handleSubmit} aria-label={T.formLabel}>
        <DialogTitle id="apply-dialog-title">{T.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="apply-dialog-text" sx={{ mb: 2 }}>
            {T.intro(job.title, company)}
          </DialogContentText>
          <Stack spacing={2}>
            <DraftNotice draft={draft} form={form} />
            <FormField
              form={form}
              name="cover_letter"
              label={T.coverLetter}
              required
              multiline
              minRows={6}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <FormField
              form={form}
              name="resume_url"
              label={T.resumeUrl}
              required
              type="url"
              helperText={T.resumeUrlHint}
              slotProps={{
                // No maxLength: a link cut short is a broken link; the schema says it is too long.
                htmlInput: { inputMode: 'url', autoComplete: 'url' },
              }}
            />
            {profile && (
              <Button
                size="small"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() =>
                  void form.setFieldValue(
                    'resume_url',
                    `${window.location.origin}/profile/${profile.id}`,
                  )
                }
              >
                {T.useProfileLink}
              </Button>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {T.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            disabled={busy}
            aria-busy={busy}
            startIcon={
              busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {busy ? T.sending : T.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
