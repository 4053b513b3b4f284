import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  errorMessage,
  errorStatus,
  sessionEnded,
  useAppDispatch,
  useResetPasswordMutation,
} from '@yrkesbro/api-client';
import { AUTH_MESSAGES, resetPasswordFormSchema } from '@yrkesbro/contracts';
import type { ResetPasswordForm } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { useNavigate, useParams } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { AuthCard } from './auth-card.tsx';
import { FormField, SubmitButton } from '@yrkesbro/forms';
import { TEXTS } from './texts.ts';

const T = TEXTS.resetPassword;

/** Seed 1, section 9: the pause before sending the person on after a failed reset. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/** /reset-password/:token, the link in the reset e-mail. */
export function ResetPasswordPage() {
  const { token } = useParams();
  const [reset] = useResetPasswordMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (token) return;
    const timer = setTimeout(() => navigate('/forgot-password'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token, navigate]);

  const form = useFormik<ResetPasswordForm>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordFormSchema,
    onSubmit: async ({ newPassword }) => {
      if (!token) return;
      try {
        await reset({ token, newPassword }).unwrap();
        enqueueSnackbar(AUTH_MESSAGES.resetSuccess, { variant: 'success' });
        // A reset ends every session of the account, so someone signed in goes to /login too,
        // not back to a dashboard whose requests would be refused.
        dispatch(sessionEnded());
        navigate('/login');
      } catch (error) {
        if (errorStatus(error) === 401) {
          enqueueSnackbar(AUTH_MESSAGES.resetFailed, { variant: 'error' });
          setTimeout(() => navigate('/forgot-password'), RESET_REDIRECT_DELAY_MS);
        } else {
          enqueueSnackbar(errorMessage(error, AUTH_MESSAGES.resetFailed), { variant: 'error' });
        }
      }
    },
  });

  return (
    <AuthCard title={T.title}>
      {!token && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {AUTH_MESSAGES.resetMissingToken}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
        <FormField
          form={form}
          name="newPassword"
          label={T.newPassword}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          form={form}
          name="confirmPassword"
          label={T.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={form.isSubmitting} disabled={!token} busyLabel={T.submitting}>
          {T.submit}
        </SubmitButton>
      </Stack>
    </AuthCard>
  );
}
