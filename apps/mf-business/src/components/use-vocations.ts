import { useGetVocationsQuery } from '@yrkesbro/api-client';
import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import type { Vocation } from '@yrkesbro/contracts';
import { useEffect } from 'react';
import { useSnackbar } from '@yrkesbro/toasts';

/**
 * The vocations (bransjer) for the selects; a failed load is reported once as a toast, in the
 * words of the screen asking (the directory calls them yrker).
 */
export function useVocations(failedMessage: string = BUSINESS_MESSAGES.industriesFailed): {
  vocations: Vocation[];
  loading: boolean;
} {
  const { data, isLoading, isError } = useGetVocationsQuery();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (isError)
      enqueueSnackbar(failedMessage, {
        variant: 'error',
        preventDuplicate: true,
      });
  }, [isError, enqueueSnackbar, failedMessage]);
  return { vocations: data ?? [], loading: isLoading };
}
