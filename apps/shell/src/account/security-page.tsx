import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { TWO_FACTOR_MESSAGES, twoFactorCodeSchema } from '@yrkesbro/contracts';
import type { TwoFactorStatusResponse } from '@yrkesbro/contracts';
import { LoadFailed, PageContainer, usePageTitle } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { AuthenticatorSetup } from '../auth/authenticator-setup.tsx';
import { RecoveryCodes } from '../auth/recovery-codes.tsx';
import { TwoFactorCodeField } from '../auth/two-factor-code-field.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useSetUpTwoFactorMutation,
  useTwoFactorStatusQuery,
} from './two-factor-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.security;

/**
 * /account/security: the signed-in user's password, changed here, and second factor, turned on,
 * renewed or off here.
 */
export function SecurityPage() {
  usePageTitle(T.title);
  const status = useTwoFactorStatusQuery();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <ChangePasswordCard />
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h2" gutterBottom>
              {T.twoFactorHeading}
            </Typography>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {T.twoFactorIntro}
            </Typography>
            {status.isLoading ? (
              <Skeleton variant="rectangular" height={120} role="status" aria-label={T.loading} />
            ) : status.isError || !status.data ? (
              <LoadFailed title={T.loadFailed} error={status.error} onRetry={status.refetch} />
            ) : newCodes ? (
              <Stack spacing={2}>
                <RecoveryCodes codes={newCodes} />
                <Button
                  variant="contained"
                  onClick={() => setNewCodes(null)}
                  sx={{ alignSelf: 'flex-end' }}
                >
                  {T.done}
                </Button>
              </Stack>
            ) : status.data.enabled ? (
              <EnabledSettings status={status.data} onNewCodes={setNewCodes} />
            ) : (
              <TurnOn onNewCodes={setNewCodes} />
            )}
          </CardContent>
        </Card>
      </Stack>
    </PageContainer>
  );
}

function TurnOn({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const [setUp, setup] = useSetUpTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const { enqueueSnackbar } = useSnackbar();

  if (setup.data) {
    return (
      <AuthenticatorSetup
        setup={setup.data}
        confirm={async (code) => {
          const { recoveryCodes } = await enable({ code }).unwrap();
          enqueueSnackbar(TWO_FACTOR_MESSAGES.enabled, { variant: 'success' });
          onNewCodes(recoveryCodes);
        }}
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info">{T.off}</Alert>
      {setup.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(setup.error, T.setUpFailed)}
        </Alert>
      )}
      <Button variant="contained" onClick={() => setUp()} disabled={setup.isLoading}>
        {setup.isLoading ? T.turningOn : T.turnOn}
      </Button>
    </Stack>
  );
}

type Action = 'renew' | 'disable';

/** New recovery codes or turning it off, each confirmed with a current code. */
function EnabledSettings({
  status,
  onNewCodes,
}: {
  status: TwoFactorStatusResponse;
  onNewCodes: (codes: string[]) => void;
}) {
  const [renew] = useRenewRecoveryCodesMutation();
  const [disable] = useDisableTwoFactorMutation();
  const { enqueueSnackbar } = useSnackbar();
  // Which button submitted the form; Enter in the field means the first, the harmless one.
  const action = useRef<Action>('renew');
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: twoFactorCodeSchema,
    onSubmit: async (values, helpers) => {
      const { code } = twoFactorCodeSchema.cast(values);
      try {
        if (action.current === 'renew') {
          const { recoveryCodes } = await renew({ code }).unwrap();
          enqueueSnackbar(TWO_FACTOR_MESSAGES.recoveryCodesRenewed, { variant: 'success' });
          onNewCodes(recoveryCodes);
        } else {
          await disable({ code }).unwrap();
          enqueueSnackbar(TWO_FACTOR_MESSAGES.disabled, { variant: 'success' });
        }
      } catch (error) {
        helpers.setFieldError('code', errorMessage(error, TWO_FACTOR_MESSAGES.wrongCode));
      } finally {
        action.current = 'renew';
      }
    },
  });
  const submitAs = (chosen: Action) => () => {
    action.current = chosen;
  };

  return (
    <Stack spacing={2}>
      <Alert severity="success">{T.on(status.recoveryCodesLeft)}</Alert>
      {status.required && <Typography color="textSecondary">{T.adminRequired}</Typography>}
      <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
        <TwoFactorCodeField form={form} recovery label={T.codeLabel} helperText={T.codeHint} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button
            type="submit"
            variant="outlined"
            onClick={submitAs('renew')}
            disabled={form.isSubmitting}
          >
            {T.renewCodes}
          </Button>
          {!status.required && (
            <Button
              type="submit"
              color="error"
              variant="contained"
              onClick={submitAs('disable')}
              disabled={form.isSubmitting}
            >
              {form.isSubmitting && action.current === 'disable' ? T.turningOff : T.turnOff}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
