import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { LeaveGuard } from './leave-guard.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.unsavedChanges;

/** The question a form with unsaved changes asks before its page is left (useLeaveGuard). */
export function UnsavedChangesDialog({ guard }: { guard: LeaveGuard }) {
  return (
    <Dialog
      open={guard.asking}
      onClose={guard.stay}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
    >
      <DialogTitle id="unsaved-changes-title">{T.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{T.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.stay} autoFocus>
          {T.stay}
        </Button>
        <Button color="error" onClick={guard.leave}>
          {T.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
