import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { useLocation } from '@yrkesbro/ui';
import { LoadsInPlace } from '@yrkesbro/ui/dashboard';
import { lazy } from 'react';
import { useAccountDeletionQuery } from './privacy-api.ts';

// Few accounts ever wait for deletion, so the notice (MUI's Alert and its icons) is not part of
// the shell's first load, which every visitor downloads.
const DeletionNotice = lazy(() => import('./deletion-notice.tsx'));

const PRIVACY_PATH = '/account/privacy';

/**
 * Signing in to an account that waits for deletion is allowed (it is how the owner cancels);
 * every page then says when it goes and where to call it off.
 */
export function DeletionBanner() {
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const status = useAccountDeletionQuery(undefined, { skip: !user });
  const scheduledFor = user ? status.data?.scheduledFor : null;
  if (!scheduledFor || pathname === PRIVACY_PATH) return null;
  return (
    <LoadsInPlace fallback={null}>
      <DeletionNotice scheduledFor={scheduledFor} privacyPath={PRIVACY_PATH} />
    </LoadsInPlace>
  );
}
