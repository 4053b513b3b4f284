import Button from '@mui/material/Button';
import { Link as RouterLink } from './router.ts';
import { PageContainer } from './page-container.tsx';
import { StatusMessage } from './status-message.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.notFoundPage;

/** The friendly 404 that the shell and every remote show for an address with no page. */
export function NotFoundPage() {
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
