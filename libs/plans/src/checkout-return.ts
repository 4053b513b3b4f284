import { errorMessage } from '@yrkesbro/api-client';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useVerifyCheckoutSessionMutation } from './plans-api.ts';

const RETURN_PARAMS = ['success', 'session_id', 'canceled'];

// A session is confirmed once per page load, however often the pages using this re-render or
// mount (React's strict mode mounts twice).
const confirmed = new Set<string>();

/**
 * The way back from the payment page: `?success=true&session_id=…` confirms the session, then
 * the address loses the query (a replace, so the toast stays on screen) and the confirmation
 * shows; `?canceled=true` shows the cancellation. `confirming` is true until the session is
 * confirmed, so a page can wait before asking for what the plan opens.
 */
export function useCheckoutReturn(): { confirming: boolean } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [verify] = useVerifyCheckoutSessionMutation();
  const sessionId = params.get('success') === 'true' ? params.get('session_id') : null;
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (!sessionId && !canceled) return;
    const leaveQuery = () => {
      const rest = new URLSearchParams(params);
      for (const name of RETURN_PARAMS) rest.delete(name);
      const search = rest.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '' },
        { replace: true, state: location.state },
      );
    };
    if (!sessionId) {
      leaveQuery();
      enqueueSnackbar(SUBSCRIPTION_MESSAGES.cancelled, { variant: 'info', preventDuplicate: true });
      return;
    }
    if (confirmed.has(sessionId)) return;
    confirmed.add(sessionId);
    verify(sessionId)
      .unwrap()
      .then(
        () => {
          leaveQuery();
          enqueueSnackbar(SUBSCRIPTION_MESSAGES.paid, { variant: 'success' });
        },
        (error: unknown) => {
          leaveQuery();
          enqueueSnackbar(errorMessage(error, SUBSCRIPTION_MESSAGES.sessionInvalid), {
            variant: 'error',
          });
        },
      );
  }, [sessionId, canceled, params, location, navigate, enqueueSnackbar, verify]);

  return { confirming: sessionId !== null };
}
