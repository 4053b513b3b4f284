import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { errorMessage } from '@yrkesbro/api-client';
import { ALERT_FREQUENCY_LABELS, JOB_MESSAGES, SAVED_SEARCH_MESSAGES } from '@yrkesbro/contracts';
import { LoadFailed } from '@yrkesbro/ui';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import {
  savedSearchPath,
  useDeleteSavedSearchMutation,
  useGetSavedSearchesQuery,
} from '../jobs/saved-searches-api.ts';

/** The dashboard's saved searches: each opens the job list as saved, and can be deleted. */
export function SavedSearchesSection() {
  const { data: searches, isLoading, error, refetch } = useGetSavedSearchesQuery();
  const [remove] = useDeleteSavedSearchMutation();
  const { enqueueSnackbar } = useSnackbar();

  const deleteSearch = async (id: string) => {
    try {
      await remove(id).unwrap();
      enqueueSnackbar(SAVED_SEARCH_MESSAGES.deleted, { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure, SAVED_SEARCH_MESSAGES.notFound), { variant: 'error' });
    }
  };

  return (
    <Card
      component="section"
      aria-labelledby="saved-searches-heading"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id="saved-searches-heading" variant="h2" gutterBottom>
        Lagrede søk
      </Typography>
      {error ? (
        <LoadFailed title={JOB_MESSAGES.loadFailed} error={error} onRetry={() => void refetch()} />
      ) : isLoading || !searches ? (
        <Box role="status" aria-label="Laster lagrede søk">
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : searches.length === 0 ? (
        <Typography color="text.secondary">
          Ingen lagrede søk ennå. Søk etter jobber og trykk «Lagre søk» for å få varsel om nye
          jobber.
        </Typography>
      ) : (
        <List disablePadding aria-label="Lagrede søk">
          {searches.map((search) => (
            <ListItem
              key={search.id}
              disablePadding
              divider
              secondaryAction={
                <Button
                  color="error"
                  onClick={() => void deleteSearch(search.id)}
                  aria-label={`Slett søket ${search.name}`}
                >
                  Slett
                </Button>
              }
            >
              <ListItemButton component={RouterLink} to={savedSearchPath(search)}>
                <ListItemText
                  primary={search.name}
                  secondary={`Varsel: ${ALERT_FREQUENCY_LABELS[search.frequency]}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
