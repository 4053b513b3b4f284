import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A friendly sentence (and the next action) inside a dashboard tab, where StatusMessage's h1 would be too loud. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{ textAlign: 'center', py: 6, px: 2, display: 'grid', gap: 2, justifyItems: 'center' }}
    >
      <Typography color="textSecondary">{text}</Typography>
      {children}
    </Box>
  );
}
