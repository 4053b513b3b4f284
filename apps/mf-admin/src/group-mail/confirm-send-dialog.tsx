import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TEXTS } from '../texts.ts';

const T = TEXTS.groupMail.confirm;

/**
 * Asked before a group mail goes out: it reaches everyone in the group at once and cannot be
 * taken back. Avbryt is the default, so Enter alone sends nothing.
 */
export function ConfirmSendDialog({
  open,
  title,
  recipients,
  onSend,
  onClose,
}: {
  open: boolean;
  title: string;
  /** 'Elever', with the count when it is known. */
  recipients: string;
  onSend: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      <DialogContent>
        {/* Typography, as DialogContentText draws it: no other admin page bundles that one. */}
        <Typography id={textId} color="textSecondary">
          {T.text(title, recipients)}
        </Typography>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} color="inherit" autoFocus>
          {T.cancel}
        </Button>
        {/* Closing, the dialog still shows Send for a moment: a second click of a double one
            landed there and sent the mailing twice. */}
        <Button onClick={open ? onSend : undefined} variant="contained">
          {T.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
