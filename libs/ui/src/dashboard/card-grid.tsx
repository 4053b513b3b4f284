import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Cards in columns: one on a phone, two on a tablet, three from a laptop up (16 px apart). */
export const CARD_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** A directory's cards, in CARD_COLUMNS. */
export function CardGrid({
  children,
  label,
  role,
}: {
  children: ReactNode;
  label: string;
  /** 'status' while it holds the loading skeletons. */
  role?: 'status';
}) {
  return (
    <Box role={role} aria-label={label} sx={CARD_COLUMNS}>
      {children}
    </Box>
  );
}

/** A directory card while it loads: the picture (round for a person, square for a logo) and text. */
export function CardSkeleton({
  testId,
  picture,
}: {
  testId: string;
  picture: 'circular' | 'rounded';
}) {
  const size = picture === 'circular' ? 56 : 48;
  return (
    <Card data-testid={testId} aria-hidden sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Skeleton variant={picture} width={size} height={size} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="40%" />
        </Box>
      </Stack>
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="50%" />
    </Card>
  );
}

/** Text cut after `lines` lines with an ellipsis (a bio on a card). */
export function clampLines(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  } as const;
}
