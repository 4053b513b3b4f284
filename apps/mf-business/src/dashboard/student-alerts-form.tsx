import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { ALERT_LIMITS, SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { StudentAlerts } from '@yrkesbro/contracts';
import { useGetStudentAlertsQuery, useUpdateStudentAlertsMutation } from '@yrkesbro/plans';
import { useState } from 'react';
import { useVocations } from '../components/use-vocations.ts';
import { TEXTS } from './texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.studentAlertsForm;

/** Premium's daily e-mail of new students, by vocation and place. */
export function StudentAlertsForm() {
  const { data, isError, refetch } = useGetStudentAlertsQuery();
  return (
    <Box component="section" aria-label={T.label} sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" gutterBottom>
        {T.title}
      </Typography>
      {data ? (
        <AlertsFields saved={data} />
      ) : isError ? (
        <Typography role="alert">
          {T.loadFailed}{' '}
          <Button size="small" onClick={() => void refetch()}>
            {T.retry}
          </Button>
        </Typography>
      ) : (
        <Skeleton variant="rounded" height={120} />
      )}
    </Box>
  );
}

function AlertsFields({ saved }: { saved: StudentAlerts }) {
  const { vocations } = useVocations(SUBSCRIPTION_MESSAGES.vocationsLoadFailed);
  const [enabled, setEnabled] = useState(saved.enabled);
  const [vocationIds, setVocationIds] = useState(saved.vocationIds);
  const [places, setPlaces] = useState(saved.places);
  const [save, { isLoading }] = useUpdateStudentAlertsMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async () => {
    try {
      await save({ enabled, vocationIds, places }).unwrap();
      enqueueSnackbar(SUBSCRIPTION_MESSAGES.alertsSaved, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, T.saveFailed), { variant: 'error' });
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <FormControlLabel
        control={
          <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        }
        label={T.enabled}
      />
      <Autocomplete
        multiple
        id="alerts-vocations"
        options={vocations.map((vocation) => vocation.id)}
        getOptionLabel={(id) => vocations.find((vocation) => vocation.id === id)?.name ?? ''}
        value={vocationIds}
        onChange={(_event, value) => setVocationIds(value.slice(0, ALERT_LIMITS.vocations))}
        renderInput={(params) => (
          <TextField {...params} label={T.vocations} placeholder={T.vocationsPlaceholder} />
        )}
      />
      <Autocomplete
        multiple
        freeSolo
        id="alerts-places"
        options={[] as string[]}
        value={places}
        onChange={(_event, value) =>
          setPlaces(
            value
              .map((place) => place.trim())
              .filter(Boolean)
              .slice(0, ALERT_LIMITS.places),
          )
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={T.places}
            placeholder={T.placesPlaceholder}
            helperText={T.placesHelp}
          />
        )}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {T.save}
        </Button>
      </Box>
    </Box>
  );
}
