import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, useRegisterMutation } from '@yrkesbro/api-client';
import { AUTH_MESSAGES, registerSchema } from '@yrkesbro/contracts';
import type { RegisterRequest } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { AuthCard } from './auth-card.tsx';
import type { LoginState } from './login-page.tsx';
import { FormField, SubmitButton } from '@yrkesbro/forms';
import { NoChoice } from '@yrkesbro/ui/text-field';
import { TEXTS } from './texts.ts';

const T = TEXTS.register;

type RegisterForm = {
  email: string;
  password: string;
  confirmPassword: string;
  role: '' | 'student' | 'business';
  school: string;
  companyName: string;
  organizationNumber: string;
};

const EMPTY: RegisterForm = {
  email: '',
  password: '',
  confirmPassword: '',
  role: '',
  school: '',
  companyName: '',
  organizationNumber: '',
};

/** /register: students give their school, businesses their company name and organisation number. */
export function RegisterPage() {
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  // Where a guarded page sent the person, kept through registration to the login after it.
  const from = (location.state as LoginState | null)?.from;

  const form = useFormik<RegisterForm>({
    initialValues: EMPTY,
    validationSchema: registerSchema,
    validateOnChange: true,
    onSubmit: async (values) => {
      try {
        // The schema drops the fields that do not belong to the chosen role.
        const body = registerSchema.cast(values, { stripUnknown: true }) as RegisterRequest;
        setFailure(null);
        await register(body).unwrap();
        enqueueSnackbar(AUTH_MESSAGES.registerSuccess, { variant: 'success' });
        const next: LoginState = { email: body.email, ...(from ? { from } : {}) };
        navigate('/login', { state: next });
      } catch (error) {
        const message = errorMessage(error, AUTH_MESSAGES.registerFailed);
        // A common or breached password is only known to the API; it belongs at that field.
        if (message === AUTH_MESSAGES.passwordCommon) form.setFieldError('password', message);
        else setFailure(message);
        enqueueSnackbar(message, { variant: 'error' });
      }
    },
  });

  const field = { form, validateWhileTyping: true, required: true } as const;
  return (
    <AuthCard title={T.title}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
        <FormField {...field} name="email" label={T.email} type="email" autoComplete="email" />
        <FormField
          {...field}
          name="password"
          label={T.password}
          type="password"
          autoComplete="new-password"
          helperText={T.passwordHint}
        />
        <FormField
          {...field}
          name="confirmPassword"
          label={T.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
        <FormField {...field} name="role" label={T.role} select>
          <NoChoice />
          <option value="student">{T.roleStudent}</option>
          <option value="business">{T.roleBusiness}</option>
        </FormField>
        {form.values.role === 'student' && (
          <FormField {...field} name="school" label={T.school} autoComplete="organization" />
        )}
        {form.values.role === 'business' && (
          <>
            <FormField
              {...field}
              name="companyName"
              label={T.companyName}
              autoComplete="organization"
            />
            <FormField
              {...field}
              name="organizationNumber"
              label={T.organizationNumber}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              helperText={T.organizationNumberHint}
            />
          </>
        )}
        <Typography variant="body2" color="textSecondary">
          {T.consentStart}{' '}
          <Link component={RouterLink} to="/terms" target="_blank">
            {T.consentTerms}
          </Link>{' '}
          {T.consentAnd}{' '}
          <Link component={RouterLink} to="/privacy" target="_blank">
            {T.consentPrivacy}
          </Link>
          {T.consentEnd}
        </Typography>
        <SubmitButton busy={form.isSubmitting} busyLabel={T.submitting}>
          {T.submit}
        </SubmitButton>
      </Stack>
      <Typography sx={{ mt: 3 }}>
        {T.haveAccount}{' '}
        <Link component={RouterLink} to="/login" state={from ? { from } : undefined}>
          {T.login}
        </Link>
      </Typography>
    </AuthCard>
  );
}
