import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  api,
  errorMessage,
  errorStatus,
  selectAuth,
  sessionEnded,
  useAppDispatch,
  useAppSelector,
  useLogoutMutation,
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
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const { isAuthenticated } = useAppSelector(selectAuth);
  const { enqueueSnackbar } = useSnackbar();

  // The reset ended the sessions of the link's account, which need not be the one signed in
  // here: this browser signs out either way (cookies too) and forgets what it fetched for them,
  // so whoever signs in next in this tab sees nothing of theirs.
  const signOutHere = async () => {
    await logout()
      .unwrap()
      .catch(() => dispatch(sessionEnded()));
    dispatch(api.util.resetApiState());
  };

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
        if (isAuthenticated) await signOutHere();
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
