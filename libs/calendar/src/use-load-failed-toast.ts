import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';

/** Seed 2, section 8: a failed load is reported with 'Feilet å laste inn hendelser'. */
export function useLoadFailedToast(error: unknown): void {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (error) {
      enqueueSnackbar(CALENDAR_MESSAGES.loadFailed, { variant: 'error', preventDuplicate: true });
    }
  }, [error, enqueueSnackbar]);
}
