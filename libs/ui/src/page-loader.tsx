import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** A quiet progress bar while a page's code arrives (a remote, or a page's chunk in it). */
export function PageLoader() {
  return (
    <Box role="status" aria-label="Laster inn siden" sx={{ py: 2 }}>
      <LinearProgress aria-label="Laster inn siden" />
    </Box>
  );
}
