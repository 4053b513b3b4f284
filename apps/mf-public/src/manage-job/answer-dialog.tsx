import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { errorMessage } from '@yrkesbro/api-client';
import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessApplication, PostedApplicationAnswer } from '@yrkesbro/contracts';
import { useSnackbar } from '@yrkesbro/toasts';
import { TextField } from '@yrkesbro/ui/text-field';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAnswerApplicationMutation } from './manage-job-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS;

/** Yes or no, and a few words if the poster likes: the student is mailed, and may reply. */
export function AnswerDialog({
  token,
  application,
  onClose,
}: {
  token: string;
  application: BusinessApplication;
  onClose: () => void;
}) {
  const [answer, { isLoading }] = useAnswerApplicationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<PostedApplicationAnswer['status'] | ''>('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!status) {
      setProblem(JOB_MESSAGES.answerStatusInvalid);
      return;
    }
    setProblem(null);
    try {
      await answer({
        token,
        uuid: application.application_uuid,
        body: { status, message },
      }).unwrap();
      enqueueSnackbar(JOB_MESSAGES.answerSent, { variant: 'success' });
      onClose();
    } catch (failure) {
      setProblem(errorMessage(failure, APPLICATION_MESSAGES.statusFailed));
    }
  };

  return (
    <Dialog
      open
      onClose={() => !isLoading && onClose()}
      aria-labelledby="answer-title"
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="answer-title">{T.answer.title(application.name)}</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <RadioGroup
            aria-label={T.answer.choiceLabel}
            value={status}
            onChange={(event) => setStatus(event.target.value as PostedApplicationAnswer['status'])}
          >
            <FormControlLabel value="accepted" control={<Radio />} label={T.answer.accept} />
            <FormControlLabel value="rejected" control={<Radio />} label={T.answer.reject} />
          </RadioGroup>
          <TextField
            label={T.answer.message}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 2000 }, inputLabel: { shrink: true } }}
            helperText={T.answer.messageHint}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {T.answer.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? T.answer.sending : T.answer.send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
