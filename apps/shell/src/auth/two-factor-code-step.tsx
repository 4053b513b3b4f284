import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { errorMessage, useVerifyTwoFactorMutation } from '@yrkesbro/api-client';
import { totpCodeSchema, TWO_FACTOR_MESSAGES, twoFactorCodeSchema } from '@yrkesbro/contracts';
import type { AuthUser } from '@yrkesbro/contracts';
import { SubmitButton } from '@yrkesbro/forms';
import { useFormik } from 'formik';
import { useState } from 'react';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.twoFactorCodeStep;

/**
 * The login's second step: the code from the authenticator app, or a recovery code for a lost
 * phone. A wrong code is told at the field; a login that waited too long starts over.
 */
export function TwoFactorCodeStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (user: AuthUser) => void;
  onExpired: (message: string) => void;
}) {
  const [verify] = useVerifyTwoFactorMutation();
  const [recovery, setRecovery] = useState(false);
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: recovery ? twoFactorCodeSchema : totpCodeSchema,
    onSubmit: async (values, helpers) => {
      const { code } = (recovery ? twoFactorCodeSchema : totpCodeSchema).cast(values);
      try {
        onSignedIn((await verify({ code }).unwrap()).user);
      } catch (error) {
        const message = errorMessage(error, TWO_FACTOR_MESSAGES.wrongCode);
        if (message === TWO_FACTOR_MESSAGES.pendingExpired) onExpired(message);
        else helpers.setFieldError('code', message);
      }
    },
  });

  const switchKind = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    form.resetForm();
  };

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
      <Typography>{recovery ? T.recoveryIntro : T.appIntro}</Typography>
      {/* Above the field: the field's message, shown as focus leaves it for the switch, would
          push a switch below it away from under the pointer, and the click would miss. */}
      <FormControlLabel
        control={
          <Switch checked={recovery} onChange={(event) => switchKind(event.target.checked)} />
        }
        label={T.useRecoveryCode}
      />
      <TwoFactorCodeField form={form} recovery={recovery} autoFocus />
      <SubmitButton busy={form.isSubmitting} busyLabel={T.submitting}>
        {T.submit}
      </SubmitButton>
    </Stack>
  );
}
