import Button from '@mui/material/Button';
import { Link as RouterLink } from './router.ts';
import { PageContainer } from './page-container.tsx';
import { StatusMessage } from './status-message.tsx';
import { TEXTS } from './texts.ts';
import { usePageTitle } from './use-page-title.ts';

const T = TEXTS.notFoundPage;

/** The friendly 404 that the shell and every remote show for an address with no page. */
export function NotFoundPage() {
  // The tab named the page before it, or the landing page on an address opened directly.
  usePageTitle(T.title);
  return (
    <PageContainer>
      <StatusMessage title={T.title}>{T.body}</StatusMessage>
      <Button
        component={RouterLink}
        to="/"
        variant="contained"
        sx={{ display: 'flex', mx: 'auto', width: 'fit-content' }}
      >
        {T.home}
      </Button>
    </PageContainer>
  );
}
