import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '@yrkesbro/api-client';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { Job } from '@yrkesbro/contracts';
import { useDeleteBusinessJobMutation } from '../business-api.ts';
import { TEXTS } from './texts.ts';
import { useRef } from 'react';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.deleteJobDialog;

/**
 * Asks before a job is deleted, saying what goes with it (its applications, whose students are
 * told); nothing is sent until the person confirms.
 */
export function DeleteJobDialog({
  job,
  open,
  onClose,
  onDeleted,
}: {
  job: Job | null;
  open: boolean;
  onClose: () => void;
  /** Deleted and the dialog gone: the button that opened it has left with the job. */
  onDeleted: () => void;
}) {
  const deleted = useRef(false);
  const [remove, { isLoading }] = useDeleteBusinessJobMutation();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async () => {
    if (!job) return;
    try {
      await remove(job.uuid).unwrap();
      enqueueSnackbar(T.deleted, { variant: 'success' });
      deleted.current = true;
      onClose();
    } catch (error) {
      // Kept open: the same button tries again.
      enqueueSnackbar(errorMessage(error, JOB_MESSAGES.deleteFailed), { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={open && job !== null}
      onClose={isLoading ? undefined : onClose}
      slotProps={{
        transition: {
          onExited: () => {
            if (!deleted.current) return;
            deleted.current = false;
            onDeleted();
          },
        },
      }}
      aria-labelledby="delete-job-title"
      aria-describedby={
        job?.application_count ? 'delete-job-text delete-job-applications' : 'delete-job-text'
      }
    >
      <DialogTitle id="delete-job-title">{job ? T.titleFor(job.title) : T.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-job-text">{JOB_MESSAGES.deleteConfirm}</DialogContentText>
        {job && job.application_count > 0 && (
          <DialogContentText id="delete-job-applications" sx={{ mt: 2 }}>
            {T.applicationsEnd(job.application_count)}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading} color="inherit">
          {T.cancel}
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={isLoading}
          aria-busy={isLoading}
          variant="contained"
          color="error"
          startIcon={
            isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
          }
        >
          {isLoading ? T.deleting : T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
