import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { TEXTS } from './texts.ts';
import { tokens } from './tokens.ts';

/** Shown until the first authentication check is done (seed 1, Route guards). */
export function FullScreenLoader({ label = TEXTS.fullScreenLoader.label }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      {/* In the system's font: in Inter, this text (prerendered into index.html) asked for the
          font first thing, and its 28 KiB shared a slow phone's network with the scripts a
          signed-in page waits for. The font comes when the page draws text of its own. */}
      <Typography sx={{ fontFamily: tokens.font.systemFamily }}>{label}</Typography>
    </Box>
  );
}
