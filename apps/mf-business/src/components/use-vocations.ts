import { useGetVocationsQuery } from '@yrkesbro/api-client';
import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import type { Vocation } from '@yrkesbro/contracts';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';

/** The vocations (bransjer) for the selects; a failed load is reported once as a toast. */
export function useVocations(): { vocations: Vocation[]; loading: boolean } {
  const { data, isLoading, isError } = useGetVocationsQuery();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (isError)
      enqueueSnackbar(BUSINESS_MESSAGES.industriesFailed, {
        variant: 'error',
        preventDuplicate: true,
      });
  }, [isError, enqueueSnackbar]);
  return { vocations: data ?? [], loading: isLoading };
}
