import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { TEXTS } from './texts.ts';

/** Inside a dashboard tab or panel: what could not be loaded, and 'Prøv igjen'. */
export function RetryAlert({
  children,
  onRetry,
  sx,
}: {
  children: ReactNode;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {TEXTS.retryAlert.retry}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
