import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';

/**
 * One of the profile's lists: a card named by its h2, with the section's actions beside the
 * heading. The heading takes focus (tabIndex -1) so a deletion can hand keyboard focus back to
 * a place that still exists when the deleted row is gone.
 */
export function SectionCard({
  title,
  actions,
  headingRef,
  children,
}: {
  title: string;
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          variant="h3"
          component="h2"
          sx={{ outline: 'none' }}
        >
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Card>
  );
}
