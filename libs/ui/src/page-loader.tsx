import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { TEXTS } from './texts.ts';

/** A quiet progress bar while a page's code arrives (a remote, or a page's chunk in it). */
export function PageLoader() {
  return (
    <Box role="status" aria-label={TEXTS.pageLoader.loading} sx={{ py: 2 }}>
      <LinearProgress aria-label={TEXTS.pageLoader.loading} />
    </Box>
  );
}
