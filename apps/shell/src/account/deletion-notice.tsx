import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { deletionDateText } from '@yrkesbro/contracts';
import { Link as RouterLink } from '@yrkesbro/ui';
import { TEXTS } from '../layout/texts.ts';

const T = TEXTS.deletionBanner;

/** When the account goes, and the way to call it off. */
export default function DeletionNotice({
  scheduledFor,
  privacyPath,
}: {
  scheduledFor: string;
  privacyPath: string;
}) {
  return (
    <Alert
      severity="warning"
      square
      action={
        <Button component={RouterLink} to={privacyPath} color="inherit" size="small">
          {T.undo}
        </Button>
      }
    >
      {T.pending(deletionDateText(scheduledFor))}
    </Alert>
  );
}
