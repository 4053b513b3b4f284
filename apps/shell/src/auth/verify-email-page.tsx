import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import { errorMessage, useVerifyEmailMutation } from '@yrkesbro/api-client';
import { AUTH_MESSAGES, errorStatus } from '@yrkesbro/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from '@yrkesbro/ui';
import { AuthCard } from './auth-card.tsx';
import { ResendVerificationButton } from './resend-verification.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.verifyEmail;

/** /verify-email/:token, the link in the welcome e-mail. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const [verify, { isLoading, isSuccess, data, error }] = useVerifyEmailMutation();
  const [email, setEmail] = useState('');
  const sent = useRef(false);
  // The link opened a second time: the address is verified already, so no new link is offered.
  const alreadyVerified = errorStatus(error) === 409;

  useEffect(() => {
    // A token works once: React's development double effect must not spend it twice.
    if (sent.current) return;
    sent.current = true;
    void verify({ token });
  }, [token, verify]);

  return (
    <AuthCard title={T.title}>
      {(isLoading || (!isSuccess && !error)) && (
        <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <span>{T.verifying}</span>
        </Stack>
      )}
      {(isSuccess || alreadyVerified) && (
        <Stack spacing={2}>
          <Alert severity={alreadyVerified ? 'info' : 'success'}>
            {alreadyVerified
              ? AUTH_MESSAGES.alreadyVerified
              : (data?.message ?? AUTH_MESSAGES.verificationSuccess)}
          </Alert>
          <Button
            component={RouterLink}
            to="/login"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            {T.login}
          </Button>
        </Stack>
      )}
      {error && !alreadyVerified && (
        <Stack spacing={2}>
          <Alert severity="error">{errorMessage(error, AUTH_MESSAGES.verificationInvalid)}</Alert>
          <TextField
            label={T.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            helperText={T.emailHint}
          />
          <ResendVerificationButton email={email.trim()} />
        </Stack>
      )}
    </AuthCard>
  );
}
