import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@yrkesbro/api-client';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import { FormField } from '@yrkesbro/forms';
import { TextField } from '@yrkesbro/ui/text-field';
import type { FormikProps } from 'formik';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useVerifyPublicJobMutation } from './post-job-api.ts';
import type { PosterForm } from './post-job-page.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS;

const OTP_LENGTH = 6;

/** Who posts the job: company and e-mail, asked for once the job's own fields are valid. */
export function PosterDialog({
  open,
  poster,
  onClose,
  onExited,
}: {
  open: boolean;
  poster: FormikProps<PosterForm>;
  onClose: () => void;
  /** Once the closing transition has ended and the dialog is out of the way. */
  onExited: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{ transition: { onExited } }}
      aria-labelledby="confirm-poster-title"
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={poster.handleSubmit}>
        <DialogTitle id="confirm-poster-title">{T.poster.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.poster.intro}</DialogContentText>
          <Stack spacing={2}>
            <FormField
              form={poster}
              name="company_name"
              label={T.poster.companyName}
              autoComplete="organization"
              required
              autoFocus
            />
            <FormField
              form={poster}
              name="email"
              label={T.poster.email}
              type="email"
              autoComplete="email"
              required
            />
            <FormField
              form={poster}
              name="contact_email"
              label={T.poster.contactEmail}
              type="email"
              helperText={T.poster.contactEmailHint}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={poster.isSubmitting}>
            {T.poster.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={poster.isSubmitting}
            aria-busy={poster.isSubmitting}
          >
            {poster.isSubmitting ? T.poster.publishing : T.poster.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The code from the e-mail: six digits; a wrong code keeps the dialog open to try again. */
export function VerifyCodeDialog({
  email,
  jobUuid,
  onVerified,
  onCancel,
}: {
  email: string;
  jobUuid: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const [verify, { isLoading }] = useVerifyPublicJobMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setCodeError(T.verifyCode.wrongLength(OTP_LENGTH));
      return;
    }
    setCodeError(null);
    setFailure(null);
    try {
      await verify({ email, otp: code, jobUuid }).unwrap();
      onVerified();
    } catch (error) {
      setFailure(errorMessage(error, JOB_MESSAGES.otpInvalid));
      // «Bekreft» was disabled while it checked, and focus went with it: back to the code.
      codeInput.current?.focus();
    }
  };

  return (
    <Dialog
      open
      onClose={() => !isLoading && onCancel()}
      aria-labelledby="verify-code-title"
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="verify-code-title">{T.verifyCode.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {T.verifyCode.intro(OTP_LENGTH, email)}
          </DialogContentText>
          {failure && (
            <Alert id="otp-failure" severity="error" sx={{ mb: 2 }}>
              <AlertTitle>{JOB_MESSAGES.otpFailed}</AlertTitle>
              {failure}
            </Alert>
          )}
          <TextField
            id="otp"
            name="otp"
            label={T.verifyCode.code}
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))
            }
            error={Boolean(codeError || failure)}
            helperText={codeError}
            required
            fullWidth
            autoFocus
            inputRef={codeInput}
            slotProps={{
              htmlInput: {
                // A refused code is this field's error too, read with it.
                ...(failure && !codeError && { 'aria-describedby': 'otp-failure' }),
                maxLength: OTP_LENGTH,
                inputMode: 'numeric',
                pattern: '[0-9]*',
                autoComplete: 'one-time-code',
                style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
              },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isLoading}>
            {T.verifyCode.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? T.verifyCode.confirming : T.verifyCode.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
