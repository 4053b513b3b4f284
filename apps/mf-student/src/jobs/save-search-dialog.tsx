import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextField } from '@yrkesbro/ui/text-field';

import { errorMessage, useGetVocationsQuery } from '@yrkesbro/api-client';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  JOB_TYPE_LABELS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
} from '@yrkesbro/contracts';
import type { AlertFrequency, JobType } from '@yrkesbro/contracts';
import { useState } from 'react';
import { TEXTS } from './texts.ts';
import { useSaveSearchMutation } from './saved-searches-api.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.saveSearch;

export interface CurrentSearch {
  q: string;
  location: string;
  vocation?: number;
  job_type?: JobType;
}

/**
 * A name a student would give the search, naming every choice in it: the job type as the list
 * shows it, the yrke (when its name is known), the words and the place.
 */
export function suggestedName(search: CurrentSearch, vocationName?: string): string {
  const what = [
    search.job_type && JOB_TYPE_LABELS[search.job_type],
    search.vocation !== undefined && vocationName,
    search.q.trim(),
  ].filter((part): part is string => Boolean(part));
  return T.suggestedName(what, search.location.trim()).slice(0, SAVED_SEARCH_NAME_MAX).trimEnd();
}

/**
 * 'Lagre søk': names the current search and chooses how often new jobs are mailed. The list's
 * yrke select names the chosen yrke (`vocationName`) only while a facet shows it, so the dialog
 * looks the name up among all the yrker otherwise.
 */
export function SaveSearchDialog({
  search,
  vocationName,
  onClose,
}: {
  search: CurrentSearch;
  vocationName?: string;
  onClose: () => void;
}) {
  const { data: vocations } = useGetVocationsQuery(undefined, {
    skip: search.vocation === undefined || vocationName !== undefined,
  });
  const vocation = vocationName ?? vocations?.find(({ id }) => id === search.vocation)?.name;
  // The suggestion stands (and takes the yrke's name once it is known) until the student types.
  const [typed, setTyped] = useState<string>();
  const name = typed ?? suggestedName(search, vocation);
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveSearchMutation();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async () => {
    if (!name.trim()) {
      setError(SAVED_SEARCH_MESSAGES.nameRequired);
      return;
    }
    try {
      await save({ ...search, name: name.trim(), frequency }).unwrap();
      enqueueSnackbar(SAVED_SEARCH_MESSAGES.saved, { variant: 'success' });
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, SAVED_SEARCH_MESSAGES.saveFailed));
    }
  };

  return (
    // Not closed while saving: a refusal is shown here, beside the name typed.
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="save-search-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="save-search-title">{T.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          id="save-search-name"
          label={T.name}
          value={name}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX } }}
        />
        <FormControl>
          <FormLabel id="save-search-frequency">{T.frequency}</FormLabel>
          <RadioGroup
            aria-labelledby="save-search-frequency"
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
          >
            {ALERT_FREQUENCIES.map((choice) => (
              <FormControlLabel
                key={choice}
                value={choice}
                control={<Radio />}
                label={ALERT_FREQUENCY_LABELS[choice]}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={isLoading}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
