import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  useConfirmTwoFactorEnrolmentMutation,
  useLazyMeQuery,
  useStartTwoFactorEnrolmentMutation,
} from '@yrkesbro/api-client';
import { TWO_FACTOR_MESSAGES } from '@yrkesbro/contracts';
import type { AuthUser } from '@yrkesbro/contracts';
import { useEffect, useRef, useState } from 'react';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.twoFactorEnrolment;

/**
 * The admin's first login: no session before an authenticator app is set up. Once a code
 * proves it, the recovery codes are shown, and the person goes on when they have saved them.
 */
export function TwoFactorEnrolmentStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (user: AuthUser) => void;
  onExpired: (message: string) => void;
}) {
  const [start, started] = useStartTwoFactorEnrolmentMutation();
  const [confirm] = useConfirmTwoFactorEnrolmentMutation();
  const [loadMe, me] = useLazyMeQuery();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // Once per step: every request makes a new secret, and only the last one counts.
    if (asked.current) return;
    asked.current = true;
    start()
      .unwrap()
      .catch((error: unknown) =>
        onExpired(errorMessage(error, TWO_FACTOR_MESSAGES.pendingExpired)),
      );
  }, [start, onExpired]);

  const confirmCode = async (code: string) => {
    try {
      setRecoveryCodes((await confirm({ code }).unwrap()).recoveryCodes);
    } catch (error) {
      if (errorMessage(error, '') === TWO_FACTOR_MESSAGES.pendingExpired) {
        onExpired(TWO_FACTOR_MESSAGES.pendingExpired);
        return;
      }
      throw error;
    }
  };

  // The session began with the confirmation; `me` tells the rest of the app who signed in.
  const goOn = async () => onSignedIn((await loadMe().unwrap()).user);

  if (recoveryCodes) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{TWO_FACTOR_MESSAGES.enabled}</Alert>
        <RecoveryCodes codes={recoveryCodes} />
        <Button variant="contained" onClick={goOn} disabled={me.isFetching}>
          {me.isFetching ? T.signingIn : T.continue}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography>{T.intro}</Typography>
      {started.data ? (
        <AuthenticatorSetup setup={started.data} confirm={confirmCode} />
      ) : (
        <Skeleton variant="rectangular" height={200} role="status" aria-label={T.loadingQrCode} />
      )}
    </Stack>
  );
}
