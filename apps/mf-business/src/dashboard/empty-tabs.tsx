import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../components/empty-state.tsx';

// Applications, favourite students and messages arrive with their own issues. Until then each
// tab says what is true today, without made-up numbers or promises.

export function ApplicationsTab() {
  return (
    <EmptyState text="Ingen søknader ennå.">
      <Button component={RouterLink} to="/business/jobs/create" variant="outlined">
        Ny stilling
      </Button>
    </EmptyState>
  );
}

export function FavouriteStudentsTab() {
  return <EmptyState text="Ingen favoritt-studenter ennå." />;
}

export function MessagesTab() {
  return <EmptyState text="Ingen samtaler enda" />;
}
