import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { TEXTS } from './texts.ts';

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
      <Typography>{label}</Typography>
    </Box>
  );
}
