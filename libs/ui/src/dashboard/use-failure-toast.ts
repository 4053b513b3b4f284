import { useEffect } from 'react';
import { useSnackbar } from '@yrkesbro/toasts';

/**
 * Says once, as a toast, that a load failed: the spec names a toast for some lists' failures
 * (the calendar's, the assessments') beside what the page shows in the list's place.
 */
export function useFailureToast(error: unknown, message: string): void {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (error) enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });
  }, [error, message, enqueueSnackbar]);
}
