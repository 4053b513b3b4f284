import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from './page-container.tsx';
import { StatusMessage } from './status-message.tsx';

/** The friendly 404 that the shell and every remote show for an address with no page. */
export function NotFoundPage() {
  return (
    <PageContainer>
      <StatusMessage title="Siden finnes ikke">
        Vi fant ikke siden du lette etter. Den kan ha blitt flyttet, eller adressen er skrevet feil.
      </StatusMessage>
      <Button
        component={RouterLink}
        to="/"
        variant="contained"
        sx={{ display: 'flex', mx: 'auto', width: 'fit-content' }}
      >
        Gå til forsiden
      </Button>
    </PageContainer>
  );
}
