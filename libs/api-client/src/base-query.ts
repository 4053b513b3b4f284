import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { sessionEnded } from './auth-actions.ts';
import { renewSession } from './session-renewal.ts';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

// A 401 from these means "wrong credentials" or "no session", never "access token expired".
const NO_REFRESH = [
  '/auth/login',
  '/auth/refresh-token',
  '/auth/logout',
  '/auth/register',
  '/auth/reset-password',
  // The login's second step: a wrong code, or a pending login that has expired.
  '/auth/2fa/verify',
  '/auth/2fa/enrolment',
];

/**
 * On a 401 the access token has probably expired: renew it once with the refresh cookie and
 * retry once. Calls failing at the same moment share one renewal. If renewal fails, the
 * session is over.
 */
export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status !== 401 || NO_REFRESH.some((path) => url.startsWith(path)))
    return result;

  if (await renewSession()) return rawBaseQuery(args, api, extraOptions);
  api.dispatch(sessionEnded());
  return result;
};
