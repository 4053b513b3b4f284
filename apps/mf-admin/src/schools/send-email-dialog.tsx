import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCHOOL_MESSAGES, SCHOOL_PLACEHOLDERS } from '@yrkesbro/contracts';
import type { School } from '@yrkesbro/contracts';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useSendSchoolEmailMutation } from './schools-api.ts';

const TEMPLATE = `Hei ${SCHOOL_PLACEHOLDERS.name}!

Yrkesbro kobler elever på yrkesfag med bedrifter som tar inn lærlinger. Vi har lærebedrifter i ${SCHOOL_PLACEHOLDERS.region} som gjerne vil møte elevene deres.

Ta gjerne kontakt hvis dere vil vite mer.`;

/** The Send Email dialog: the text goes to the server with its placeholders, which fills them in. */
export function SendEmailDialog({ school, onClose }: { school: School; onClose: () => void }) {
  const [text, setText] = useState(TEMPLATE);
  const [send, { isLoading }] = useSendSchoolEmailMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async () => {
    try {
      await send({ schoolId: school.school_id, emailContent: text }).unwrap();
      enqueueSnackbar(SCHOOL_MESSAGES.sent(school.school_name), { variant: 'success' });
      onClose();
    } catch {
      enqueueSnackbar(SCHOOL_MESSAGES.sendFailed, { variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-email-title">
      <DialogTitle id="send-email-title">Send e-post til {school.school_name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Til {school.email}
          {school.email_is_example ? ' (eksempeladresse)' : ''}. {SCHOOL_PLACEHOLDERS.name} og{' '}
          {SCHOOL_PLACEHOLDERS.region} byttes ut med skolens navn og fylke.
        </Typography>
        <TextField
          id="school-email-content"
          label="Melding"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={8}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={isLoading || text.trim() === ''}
        >
          {isLoading ? 'Sender...' : 'Send'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
