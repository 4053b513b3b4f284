import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { totpCodeSchema, TWO_FACTOR_MESSAGES } from '@yrkesbro/contracts';
import type { TwoFactorSetupResponse } from '@yrkesbro/contracts';
import { SubmitButton } from '@yrkesbro/forms';
import { useFormik } from 'formik';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.authenticatorSetup;

/**
 * Setting up an authenticator app: scan the QR code (an SVG data URL, which the shell's
 * Content-Security-Policy allows as an image) or type the key, then prove it with a code.
 */
export function AuthenticatorSetup({
  setup,
  confirm,
}: {
  setup: TwoFactorSetupResponse;
  /** Rejects with the API's error when the code is wrong; it is shown at the field. */
  confirm: (code: string) => Promise<unknown>;
}) {
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: totpCodeSchema,
    onSubmit: async (values, helpers) => {
      try {
        await confirm(totpCodeSchema.cast(values).code);
      } catch (error) {
        helpers.setFieldError('code', errorMessage(error, TWO_FACTOR_MESSAGES.wrongCode));
      }
    },
  });
  return (
    <Stack spacing={2}>
      <Typography component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        <li>{T.installStep}</li>
        <li>{T.scanStep}</li>
        <li>{T.codeStep}</li>
      </Typography>
      <Box
        component="img"
        src={setup.qrCodeDataUrl}
        alt={T.qrCodeAlt}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff' }}
      />
      <Typography>
        {T.key}{' '}
        <Box
          component="code"
          data-testid="totp-secret"
          sx={{ fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' }}
        >
          {setup.secret.match(/.{1,4}/g)?.join(' ')}
        </Box>
      </Typography>
      <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
        <TwoFactorCodeField form={form} />
        <SubmitButton busy={form.isSubmitting} busyLabel={T.submitting}>
          {T.submit}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
