import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { FYLKER, SCHOOL_MESSAGES, schoolSchema } from '@yrkesbro/contracts';
import type { Fylke, School, SchoolRequest } from '@yrkesbro/contracts';
import { ValidationError } from '@yrkesbro/contracts';
import { useState } from 'react';
import { useSaveSchoolMutation } from './schools-api.ts';
import { TEXTS } from '../texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.schools.formDialog;

const EMPTY: SchoolRequest = {
  school_name: '',
  region: 'Oslo',
  address: '',
  email: '',
  email_is_example: false,
};

type FieldErrors = Partial<Record<keyof SchoolRequest, string>>;

const FIELD_IDS = {
  school_name: 'school-name',
  region: 'school-region',
  address: 'school-address',
  email: 'school-email',
} as const;

const FIELD_ORDER = Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[];

/** The first message of each field the schema refused. */
function errorsByField(error: ValidationError): FieldErrors {
  const found: FieldErrors = {};
  for (const inner of error.inner) {
    const field = inner.path as keyof SchoolRequest | undefined;
    if (field && !found[field]) found[field] = inner.message;
  }
  return found;
}

/** Adds a school, or edits `school`. */
export function SchoolFormDialog({ school, onClose }: { school?: School; onClose: () => void }) {
  const [values, setValues] = useState<SchoolRequest>(
    school
      ? {
          school_name: school.school_name,
          region: school.region,
          address: school.address,
          email: school.email,
          email_is_example: school.email_is_example,
        }
      : EMPTY,
  );
  const [problem, setProblem] = useState<string | null>(null);
  // Each field's own message, all at once, on the field it is about.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [save, { isLoading }] = useSaveSchoolMutation();
  const { enqueueSnackbar } = useSnackbar();
  const set = (changes: Partial<SchoolRequest>) => {
    setValues((current) => ({ ...current, ...changes }));
    setFieldErrors((current) => {
      const left = { ...current };
      for (const field of Object.keys(changes)) delete left[field as keyof SchoolRequest];
      return left;
    });
  };

  const submit = async () => {
    try {
      schoolSchema.validateSync(values, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found = errorsByField(error);
      setFieldErrors(found);
      setProblem(null);
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    try {
      await save({ ...values, id: school?.school_id }).unwrap();
      enqueueSnackbar(SCHOOL_MESSAGES.saved, { variant: 'success' });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, SCHOOL_MESSAGES.saveFailed));
    }
  };

  const title = school ? T.editTitle(school.school_name) : T.addTitle;
  return (
    // Not closed while saving: a refusal (a school already listed) is shown here, beside the form.
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="school-form-title"
    >
      <DialogTitle id="school-form-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="school-name"
            required
            error={Boolean(fieldErrors.school_name)}
            helperText={fieldErrors.school_name}
            label={T.name}
            value={values.school_name}
            onChange={(event) => set({ school_name: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            id="school-region"
            error={Boolean(fieldErrors.region)}
            helperText={fieldErrors.region}
            label={T.region}
            value={values.region}
            onChange={(event) => set({ region: event.target.value as Fylke })}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            {FYLKER.map((fylke) => (
              <option key={fylke} value={fylke}>
                {fylke}
              </option>
            ))}
          </TextField>
          <TextField
            id="school-address"
            required
            error={Boolean(fieldErrors.address)}
            helperText={fieldErrors.address}
            label={T.address}
            value={values.address}
            onChange={(event) => set({ address: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            id="school-email"
            required
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email}
            label={T.email}
            type="email"
            value={values.email}
            onChange={(event) => set({ email: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={values.email_is_example}
                onChange={(event) => set({ email_is_example: event.target.checked })}
              />
            }
            label={T.emailIsExample}
          />
          {problem && (
            <Typography role="alert" color="error">
              {problem}
            </Typography>
          )}
        </Stack>
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
