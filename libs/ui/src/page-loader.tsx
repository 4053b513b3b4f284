import Box from '@mui/material/Box';
import { LoadingBar } from './loading-bar.tsx';
import { PrerenderedPageOr } from './prerendered-page.tsx';
import { TEXTS } from './texts.ts';

/**
 * A page's place while its code arrives (a remote, or a page's chunk in it): on the first load
 * of a prerendered page the build's markup stands in (prerendered-page.tsx), otherwise a quiet
 * progress bar.
 */
export function PageLoader() {
  return (
    <PrerenderedPageOr
      fallback={
        <Box role="status" aria-label={TEXTS.pageLoader.loading} sx={{ py: 2 }}>
          <LoadingBar label={TEXTS.pageLoader.loading} />
        </Box>
      }
    />
  );
}
