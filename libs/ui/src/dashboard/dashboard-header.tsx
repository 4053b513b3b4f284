import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TEXTS } from './texts.ts';

/** The top of every role dashboard: its title and who is signed in. */
export function DashboardHeader({
  title,
  email,
  children,
}: {
  title: string;
  email?: string;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="h1">{title}</Typography>
      {email && (
        <Typography color="textSecondary">{TEXTS.dashboardHeader.signedInAs(email)}</Typography>
      )}
      {children}
    </Stack>
  );
}
