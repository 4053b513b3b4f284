import { api, renewSession } from '@yrkesbro/api-client';
import { isApiErrorBody, PRIVACY_MESSAGES } from '@yrkesbro/contracts';
import type { AccountDeletionRequest, AccountDeletionStatus } from '@yrkesbro/contracts';

/** The signed-in user's deletion: when it happens, asking for it, and calling it off. */
export const privacyApi = api
  .enhanceEndpoints({ addTagTypes: ['AccountDeletion'] })
  .injectEndpoints({
    endpoints: (build) => ({
      accountDeletion: build.query<AccountDeletionStatus, void>({
        query: () => '/account/deletion',
        providesTags: ['AccountDeletion'],
      }),
      scheduleDeletion: build.mutation<AccountDeletionStatus, AccountDeletionRequest>({
        query: (body) => ({ url: '/account/deletion', method: 'POST', body }),
      }),
      cancelDeletion: build.mutation<AccountDeletionStatus, void>({
        query: () => ({ url: '/account/deletion', method: 'DELETE' }),
        invalidatesTags: ['AccountDeletion'],
      }),
    }),
  });

export const { useAccountDeletionQuery, useScheduleDeletionMutation, useCancelDeletionMutation } =
  privacyApi;

/**
 * The data export as a file. Fetched rather than linked, so the page can show progress and the
 * API's own message (the hourly limit) instead of a browser's failed download; an expired
 * access token is renewed once, as every other call does.
 */
export async function fetchDataExport(): Promise<Blob> {
  const get = () => fetch('/api/account/export', { credentials: 'include' });
  let response = await get();
  if (response.status === 401 && (await renewSession())) response = await get();
  if (response.ok) return response.blob();
  const body: unknown = await response.json().catch(() => null);
  throw new ExportRefused(isApiErrorBody(body) ? body.message : PRIVACY_MESSAGES.exportFailed);
}

/** The API said no, in words meant for the person; any other failure (the network) is not. */
export class ExportRefused extends Error {}
