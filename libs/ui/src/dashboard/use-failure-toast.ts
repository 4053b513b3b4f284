import { useEffect } from 'react';
// By the package's name, not '../toasts.ts': in a remote that is the shared '@yrkesbro/ui',
// whose one toast queue the shell serves; a relative import would bundle a queue of its own.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { useSnackbar } from '@yrkesbro/ui';

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
