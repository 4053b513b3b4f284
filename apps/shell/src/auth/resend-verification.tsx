import Button from '@mui/material/Button';
import { errorMessage, useResendVerificationMutation } from '@yrkesbro/api-client';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.resendVerification;

/** Asks for a new verification link; the answer is the same whether or not the account exists. */
export function ResendVerificationButton({ email }: { email: string }) {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const onClick = async () => {
    try {
      const { message } = await resend({ email }).unwrap();
      enqueueSnackbar(message, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, AUTH_MESSAGES.verificationInvalid), { variant: 'error' });
    }
  };
  return (
    <Button onClick={onClick} disabled={isLoading || !email} variant="outlined" size="small">
      {isLoading ? T.sending : T.resend}
    </Button>
  );
}
