import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { errorCode, errorMessage, useLoginMutation } from '@yrkesbro/api-client';
import {
  AUTH_MESSAGES,
  dashboardPathFor,
  isTwoFactorChallenge,
  loginSchema,
} from '@yrkesbro/contracts';
import type { AuthUser, LoginRequest, TwoFactorChallenge } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import type { Location } from '@yrkesbro/ui';
import { AuthCard } from './auth-card.tsx';
import { FormField, SubmitButton, forgetOthersDrafts } from '@yrkesbro/forms';
import { ResendVerificationButton } from './resend-verification.tsx';
import { TwoFactorCodeStep } from './two-factor-code-step.tsx';
import { TwoFactorEnrolmentStep } from './two-factor-enrolment-step.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.login;

/** What other pages hand the login form: where to go after, and the e-mail just registered. */
export interface LoginState {
  from?: Location;
  email?: string;
}

/**
 * /login: success goes back where the person was sent from (with its query), or to their
 * dashboard. A refusal is shown at the form as well as in a toast, so it stays in view.
 * An account with a second factor is asked for its code after the password; the admin
 * without one sets it up there first.
 */
export function LoginPage() {
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<TwoFactorChallenge['step'] | null>(null);
  const state = location.state as LoginState | null;
  const from = state?.from;

  const signedIn = (user: AuthUser) => {
    // After a session that ended, the tab may hold what someone else typed; theirs stays.
    forgetOthersDrafts(user.id);
    enqueueSnackbar(AUTH_MESSAGES.loginSuccess, { variant: 'success' });
    navigate(from ? `${from.pathname}${from.search}${from.hash}` : dashboardPathFor(user.role), {
      replace: true,
    });
  };
  // The second step waited too long: back to the password, with why.
  const startOver = useCallback((message: string) => {
    setSecondStep(null);
    setFailure(message);
  }, []);

  const form = useFormik<Required<LoginRequest>>({
    initialValues: { email: state?.email ?? '', password: '', rememberMe: false },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      try {
        const answer = await login(values).unwrap();
        if (isTwoFactorChallenge(answer)) setSecondStep(answer.step);
        else signedIn(answer.user);
      } catch (error) {
        const message = errorMessage(error, AUTH_MESSAGES.loginFailed);
        if (errorCode(error) === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email.trim());
        else setFailure(message);
        enqueueSnackbar(message, { variant: 'error' });
      }
    },
  });

  // A new attempt puts the last refusal away, also when the fields' own checks stop it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setUnverifiedEmail(null);
    setFailure(null);
    form.handleSubmit(event);
  };

  if (secondStep === 'verify') {
    return (
      <AuthCard title={T.twoFactorTitle}>
        <TwoFactorCodeStep onSignedIn={signedIn} onExpired={startOver} />
      </AuthCard>
    );
  }
  if (secondStep === 'enrol') {
    return (
      <AuthCard title={T.twoFactorSetupTitle}>
        <TwoFactorEnrolmentStep onSignedIn={signedIn} onExpired={startOver} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={T.title}>
      {unverifiedEmail && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={<ResendVerificationButton email={unverifiedEmail} />}
        >
          {AUTH_MESSAGES.emailNotVerified}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <FormField
          form={form}
          name="email"
          label={T.email}
          type="email"
          autoComplete="email"
          required
        />
        <FormField
          form={form}
          name="password"
          label={T.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormControlLabel
          control={
            <Checkbox
              name="rememberMe"
              checked={form.values.rememberMe}
              onChange={form.handleChange}
            />
          }
          label={T.rememberMe}
        />
        <SubmitButton busy={form.isSubmitting} busyLabel={T.submitting}>
          {T.submit}
        </SubmitButton>
      </Stack>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', mt: 3, flexWrap: 'wrap', gap: 1 }}
      >
        <Link component={RouterLink} to="/forgot-password">
          {T.forgotPassword}
        </Link>
        <Link component={RouterLink} to="/register" state={from ? { from } : undefined}>
          {T.register}
        </Link>
      </Stack>
    </AuthCard>
  );
}
