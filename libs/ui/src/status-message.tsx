import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatusMessageProps {
  title: string;
  children?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  role?: 'alert' | 'status';
}

/** A friendly sentence and the next action: for empty, error and not-found states. */
export function StatusMessage({
  title,
  children,
  actionLabel,
  onAction,
  role = 'status',
}: StatusMessageProps) {
  return (
    <Box
      role={role}
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      {children && <Typography color="text.secondary">{children}</Typography>}
      {actionLabel && onAction && (
        <Button variant="contained" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </Box>
  );
}
