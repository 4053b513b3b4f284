import Box from '@mui/material/Box';
import { BAR_SLIDE } from './bar-slide.ts';
import { tokens } from './tokens.ts';

/**
 * An indeterminate progress bar, named for screen readers: MUI's look, in the primary colour on
 * the border token's, standing still for those who ask for reduced motion. Its class lets the
 * journeys check that a prerendered page never shows it. Drawn with CSS alone: MUI's
 * LinearProgress would put 1.5 KiB (gzip) into the shell's first load, which every visitor
 * downloads before anything is live.
 */
export function LoadingBar({ label }: { label: string }) {
  return (
    <Box
      className="yb-loading"
      role="progressbar"
      aria-label={label}
      sx={{ position: 'relative', overflow: 'hidden', height: 4, bgcolor: tokens.color.border }}
    >
      <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'primary.main', ...BAR_SLIDE }} />
    </Box>
  );
}
