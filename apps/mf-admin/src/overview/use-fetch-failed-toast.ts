import { ADMIN_MESSAGES } from '@yrkesbro/contracts';
import { useEffect } from 'react';
import { useSnackbar } from '@yrkesbro/toasts';

/** The spec's admin toast when a read fails; shown once per failure, not on every render. */
export function useFetchFailedToast(error: unknown) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (error) enqueueSnackbar(ADMIN_MESSAGES.fetchFailed, { variant: 'error' });
  }, [error, enqueueSnackbar]);
}
