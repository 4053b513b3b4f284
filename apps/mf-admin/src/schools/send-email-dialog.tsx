import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { errorStatus, refusalMessage } from '@yrkesbro/api-client';
import { SCHOOL_MESSAGES, SCHOOL_PLACEHOLDERS } from '@yrkesbro/contracts';
import type { School } from '@yrkesbro/contracts';
import { useState } from 'react';
import { useSendSchoolEmailMutation } from './schools-api.ts';
import { TEXTS } from '../texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.schools.sendEmailDialog;

const TEMPLATE = T.template(SCHOOL_PLACEHOLDERS.name, SCHOOL_PLACEHOLDERS.region);

/** The Send Email dialog: the text goes to the server with its placeholders, which fills them in. */
export function SendEmailDialog({
  school,
  onClose,
  onSent,
}: {
  school: School;
  onClose: () => void;
  /** Sent: the dialog is closed and the school is contacted (its button disabled). */
  onSent: () => void;
}) {
  const [text, setText] = useState(TEMPLATE);
  const [send, { isLoading }] = useSendSchoolEmailMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async () => {
    try {
      await send({ schoolId: school.school_id, emailContent: text }).unwrap();
      enqueueSnackbar(SCHOOL_MESSAGES.sent(school.school_name), { variant: 'success' });
      onSent();
    } catch (error) {
      // A refusal says why (the school contacted meanwhile from another tab); a failure, the spec's.
      enqueueSnackbar(refusalMessage(error, SCHOOL_MESSAGES.sendFailed), { variant: 'error' });
      if (errorStatus(error) === 409) onClose();
    }
  };

  return (
    // Not closed while sending: the text written stays should the sending fail.
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="send-email-title"
    >
      <DialogTitle id="send-email-title" sx={{ overflowWrap: 'anywhere' }}>
        {T.title(school.school_name)}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {T.intro(
            school.email,
            school.email_is_example,
            SCHOOL_PLACEHOLDERS.name,
            SCHOOL_PLACEHOLDERS.region,
          )}
        </Typography>
        <TextField
          id="school-email-content"
          label={T.message}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={8}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {T.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={isLoading || text.trim() === ''}
        >
          {isLoading ? T.sending : T.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
