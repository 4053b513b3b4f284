import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { tokens } from './tokens.ts';

/** Centres page content at the design's maximum width with the 8 px grid's padding. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        maxWidth: tokens.contentMaxWidth,
        mx: 'auto',
        px: { xs: 2, md: 3 },
        py: { xs: 3, md: 5 },
      }}
    >
      {children}
    </Box>
  );
}
