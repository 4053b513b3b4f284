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
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { AuthenticatorSetup } from '../auth/authenticator-setup.tsx';
import { RecoveryCodes } from '../auth/recovery-codes.tsx';
import { TwoFactorCodeField } from '../auth/two-factor-code-field.tsx';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useRenewRecoveryCodesMutation,
  useSetUpTwoFactorMutation,
  useTwoFactorStatusQuery,
} from './two-factor-api.ts';

/** /account/security: the signed-in user's second factor, turned on, renewed or off here. */
export function SecurityPage() {
  usePageTitle('Sikkerhet');
  const status = useTwoFactorStatusQuery();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        Sikkerhet
      </Typography>
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" gutterBottom>
            Tofaktorinnlogging
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Med tofaktorinnlogging trenger du både passordet og en kode fra en app på telefonen for
            å logge inn. Får noen tak i passordet ditt, kommer de likevel ikke inn.
          </Typography>
          {status.isLoading ? (
            <Skeleton variant="rectangular" height={120} aria-label="Henter innstillingene…" />
          ) : status.isError || !status.data ? (
            <LoadFailed
              title="Kunne ikke hente innstillingene"
              error={status.error}
              onRetry={status.refetch}
            />
          ) : newCodes ? (
            <Stack spacing={2}>
              <RecoveryCodes codes={newCodes} />
              <Button
                variant="contained"
                onClick={() => setNewCodes(null)}
                sx={{ alignSelf: 'flex-end' }}
              >
                Ferdig
              </Button>
            </Stack>
          ) : status.data.enabled ? (
            <EnabledSettings status={status.data} onNewCodes={setNewCodes} />
          ) : (
            <TurnOn onNewCodes={setNewCodes} />
          )}
        </CardContent>
      </Card>
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
      <Alert severity="info">Tofaktorinnlogging er av.</Alert>
      {setup.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(setup.error, 'Kunne ikke starte oppsettet. Prøv igjen.')}
        </Alert>
      )}
      <Button variant="contained" onClick={() => setUp()} disabled={setup.isLoading}>
        {setup.isLoading ? 'Lager QR-kode…' : 'Slå på tofaktorinnlogging'}
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
      <Alert severity="success">
        Tofaktorinnlogging er på. Du har {status.recoveryCodesLeft} ubrukte gjenopprettingskoder.
      </Alert>
      {status.required && (
        <Typography color="text.secondary">
          Som administrator må du alltid bruke tofaktorinnlogging.
        </Typography>
      )}
      <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
        <TwoFactorCodeField
          form={form}
          recovery
          label="Kode fra appen eller en gjenopprettingskode"
          helperText="Bekreft endringen med en kode."
        />
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
            Lag nye gjenopprettingskoder
          </Button>
          {!status.required && (
            <Button
              type="submit"
              color="error"
              variant="contained"
              onClick={submitAs('disable')}
              disabled={form.isSubmitting}
            >
              {form.isSubmitting && action.current === 'disable'
                ? 'Slår av…'
                : 'Slå av tofaktorinnlogging'}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
