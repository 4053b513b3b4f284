import Box from '@mui/material/Box';
import { useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Shows `label` under its child while the pointer is on it or it has focus. Escape hides it,
 * and the pointer may move onto the label without losing it (WCAG 1.4.13). It stands in for
 * MUI's Tooltip, whose positioning engine (Popper.js, about 14 KiB compressed) this one button
 * brought to the business's student directory and to a student's profile. The label hangs from
 * the child's right edge, leftwards, as the heart sits at the right of a card or a header.
 * Screen readers hear the child's own name; the label repeats it for the eye only.
 */
export function HoverLabel({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {children}
      {open && (
        <Box
          component="span"
          aria-hidden
          data-testid="hover-label"
          sx={{
            position: 'absolute',
            top: '100%',
            right: 0,
            mt: 0.5,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'grey.800',
            color: 'common.white',
            typography: 'caption',
            whiteSpace: 'nowrap',
            zIndex: 'tooltip',
          }}
        >
          {label}
        </Box>
      )}
    </Box>
  );
}
