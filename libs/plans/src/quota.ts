import { useEffect, useState } from 'react';
import { errorStatus, FREE_PROFILE_VIEWS, isQuotaExceededBody } from '@yrkesbro/contracts';

/** How far the free quota is used, as a 402 tells it. */
export interface QuotaUsage {
  currentUsage: number;
  limit: number;
}

/**
 * The usage a 402 answer carries, or null for any other outcome. A 402 without the body
 * (a proxy in between) still means the quota is used up.
 */
function quotaExceeded(error: unknown): QuotaUsage | null {
  if (errorStatus(error) !== 402) return null;
  const data = (error as { data?: unknown }).data;
  return isQuotaExceededBody(data)
    ? { currentUsage: data.currentUsage, limit: data.limit }
    : { currentUsage: FREE_PROFILE_VIEWS, limit: FREE_PROFILE_VIEWS };
}

/**
 * The plan dialog of a page whose load may answer 402: each new 402 opens it once, and closing
 * it leaves the page's own way back to it (`setPlanOpen`).
 */
export function useQuotaDialog(error: unknown, isFetching: boolean) {
  const quota = isFetching ? null : quotaExceeded(error);
  const [planOpen, setPlanOpen] = useState(false);
  const quotaKey = quota ? `${quota.currentUsage}/${quota.limit}` : null;
  useEffect(() => {
    if (quotaKey) setPlanOpen(true);
  }, [quotaKey]);
  return { quota, planOpen, setPlanOpen };
}
