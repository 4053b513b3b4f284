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
import { ALERT_FREQUENCY_LABELS, SAVED_SEARCH_MESSAGES } from '@yrkesbro/contracts';
import { LoadFailed, Link as RouterLink } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import {
  savedSearchPath,
  useDeleteSavedSearchMutation,
  useGetSavedSearchesQuery,
} from '../jobs/saved-searches-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.savedSearches;

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
      enqueueSnackbar(errorMessage(failure, SAVED_SEARCH_MESSAGES.deleteFailed), {
        variant: 'error',
      });
    }
  };

  return (
    <Card
      component="section"
      aria-labelledby="saved-searches-heading"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography id="saved-searches-heading" variant="h2" gutterBottom>
        {T.title}
      </Typography>
      {error ? (
        <LoadFailed
          title={SAVED_SEARCH_MESSAGES.loadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !searches ? (
        <Box role="status" aria-label={T.loading}>
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : searches.length === 0 ? (
        <Typography color="textSecondary">{T.empty}</Typography>
      ) : (
        <List disablePadding aria-label={T.listLabel}>
          {searches.map((search) => (
            // Slett sits beside the link in the row, not over it (a secondaryAction floats over
            // the row's end, and a long name ran under it): the name wraps, even within a word.
            <ListItem key={search.id} disablePadding divider sx={{ gap: 1 }}>
              <ListItemButton
                component={RouterLink}
                to={savedSearchPath(search)}
                sx={{ minWidth: 0 }}
              >
                <ListItemText
                  primary={search.name}
                  secondary={T.alert(ALERT_FREQUENCY_LABELS[search.frequency])}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
              <Button
                color="error"
                onClick={() => void deleteSearch(search.id)}
                aria-label={T.deleteLabel(search.name)}
                sx={{ flexShrink: 0 }}
              >
                {T.delete}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
