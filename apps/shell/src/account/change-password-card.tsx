import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import {
  AUTH_MESSAGES,
  changePasswordFormSchema,
  PASSWORD_CHANGE_MESSAGES,
} from '@yrkesbro/contracts';
import type { ChangePasswordForm } from '@yrkesbro/contracts';
import { FormField, SubmitButton } from '@yrkesbro/forms';
import { useSnackbar } from '@yrkesbro/toasts';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { TEXTS as AUTH_TEXTS } from '../auth/texts.ts';
import { useChangePasswordMutation } from './password-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.security;
const HEADING_ID = 'change-password-heading';
const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Refusals of the API that belong at one field; any other is said above the form. */
const REFUSAL_FIELD = new Map<string, 'currentPassword' | 'newPassword'>([
  [PASSWORD_CHANGE_MESSAGES.wrongCurrentPassword, 'currentPassword'],
  [AUTH_MESSAGES.passwordCommon, 'newPassword'],
]);

/**
 * "Bytt passord": the current password, and the new one twice by the rule of registration. The
 * API ends every other session; this one stays signed in (with new cookies). A refusal keeps
 * what was typed, so only the wrong part needs typing again.
 */
export function ChangePasswordCard() {
  const [changePassword] = useChangePasswordMutation();
  const { enqueueSnackbar } = useSnackbar();
  const user = useAppSelector(selectCurrentUser);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
  };

  const form = useFormik<ChangePasswordForm>({
    initialValues: EMPTY,
    validationSchema: changePasswordFormSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      setFailure(null);
      try {
        await changePassword({ currentPassword, newPassword }).unwrap();
        enqueueSnackbar(PASSWORD_CHANGE_MESSAGES.changed, { variant: 'success' });
        helpers.resetForm();
      } catch (error) {
        const message = errorMessage(error, PASSWORD_CHANGE_MESSAGES.failed);
        const field = REFUSAL_FIELD.get(message);
        if (!field) {
          setFailure(message);
          return;
        }
        helpers.setFieldError(field, message);
        // Where the person types next, and a screen reader reads the message with the field.
        inputs[field].current?.focus();
      }
    },
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id={HEADING_ID} gutterBottom>
          {T.passwordHeading}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {T.passwordIntro}
        </Typography>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack
          component="form"
          noValidate
          onSubmit={form.handleSubmit}
          spacing={2}
          aria-labelledby={HEADING_ID}
        >
          {/* The account's name, so a password manager knows which entry the new password is for. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={user?.email ?? ''}
            readOnly
            hidden
          />
          <FormField
            form={form}
            name="currentPassword"
            label={T.currentPassword}
            type="password"
            autoComplete="current-password"
            inputRef={inputs.currentPassword}
            required
          />
          <FormField
            form={form}
            name="newPassword"
            label={T.newPassword}
            type="password"
            autoComplete="new-password"
            helperText={AUTH_TEXTS.register.passwordHint}
            inputRef={inputs.newPassword}
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
          <SubmitButton busy={form.isSubmitting} busyLabel={T.changingPassword}>
            {T.changePassword}
          </SubmitButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
