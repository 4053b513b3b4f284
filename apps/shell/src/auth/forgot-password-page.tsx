import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, useForgotPasswordMutation } from '@yrkesbro/api-client';
import { AUTH_MESSAGES, emailOnlySchema } from '@yrkesbro/contracts';
import type { EmailOnlyRequest } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { AuthCard } from './auth-card.tsx';
import { FormField, SubmitButton } from '@yrkesbro/forms';
import { TEXTS } from './texts.ts';

const T = TEXTS.forgotPassword;

/**
 * /forgot-password: on success the form gives way to a confirmation, which takes the focus the
 * vanished send button had (else it would fall back to the start of the page).
 */
export function ForgotPasswordPage() {
  const [forgot, { isSuccess }] = useForgotPasswordMutation();
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isSuccess) confirmation.current?.focus();
  }, [isSuccess]);
  const { enqueueSnackbar } = useSnackbar();
  const form = useFormik<EmailOnlyRequest>({
    initialValues: { email: '' },
    validationSchema: emailOnlySchema,
    onSubmit: async (values) => {
      try {
        await forgot(values).unwrap();
        enqueueSnackbar(AUTH_MESSAGES.forgotSuccess, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(errorMessage(error, AUTH_MESSAGES.forgotFailed), { variant: 'error' });
      }
    },
  });

  return (
    <AuthCard title={T.title}>
      {isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" ref={confirmation} tabIndex={-1}>
            {AUTH_MESSAGES.forgotAnswer}
          </Alert>
          <Typography>{T.sentHint}</Typography>
          <Link component={RouterLink} to="/login">
            {T.backToLogin}
          </Link>
        </Stack>
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {T.intro}
          </Typography>
          <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
            <FormField
              form={form}
              name="email"
              label={T.email}
              type="email"
              autoComplete="email"
              required
            />
            <SubmitButton busy={form.isSubmitting} busyLabel={T.submitting}>
              {T.submit}
            </SubmitButton>
          </Stack>
          <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
            {T.backToLogin}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
