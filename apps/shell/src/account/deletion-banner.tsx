import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { deletionDateText } from '@yrkesbro/contracts';
import { useLocation, Link as RouterLink } from '@yrkesbro/ui';
import { useAccountDeletionQuery } from './privacy-api.ts';
import { TEXTS } from '../layout/texts.ts';

const T = TEXTS.deletionBanner;

export const PRIVACY_PATH = '/account/privacy';

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
    <Alert
      severity="warning"
      square
      action={
        <Button component={RouterLink} to={PRIVACY_PATH} color="inherit" size="small">
          {T.undo}
        </Button>
      }
    >
      {T.pending(deletionDateText(scheduledFor))}
    </Alert>
  );
}
