import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, useGetVocationsQuery } from '@yrkesbro/api-client';
import {
  JOB_MESSAGES,
  JOB_STATUSES,
  JOB_STATUS_LABELS,
  JOB_TYPE_LABELS,
  publicJobSchema,
} from '@yrkesbro/contracts';
import type { JobStatus, JobType, PublicJobRequest } from '@yrkesbro/contracts';
import { PageContainer, usePageTitle } from '@yrkesbro/ui';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '@yrkesbro/forms';
import { usePostPublicJobMutation, useVerifyPublicJobMutation } from './post-job-api.ts';
import { PUBLISH_RELOAD_DELAY_MS, reloadPage } from './reload-page.ts';

/** The job types the public quick form offers (seed 1, section 5). */
export const PUBLIC_JOB_TYPES: readonly JobType[] = [
  'full-time',
  'part-time',
  'internship',
  'temporary',
];
export const OTP_LENGTH = 6;
const VOCATIONS_FAILED = 'Kunne ikke laste inn yrker.';

/** The quick form checks the job; who is posting is asked for in the confirm dialog. */
const quickJobSchema = publicJobSchema.omit(['email', 'company_name']);
const posterSchema = publicJobSchema.pick(['company_name', 'email']);

interface QuickJobForm {
  title: string;
  description: string;
  /** Typed as text; split by comma or newline when sent. */
  requirements: string;
  location: string;
  vocation_id: number | '';
  job_type: JobType;
  status: JobStatus;
  salary_min: number | '';
  salary_max: number | '';
}

interface PosterForm {
  company_name: string;
  email: string;
}

const EMPTY_JOB: QuickJobForm = {
  title: '',
  description: '',
  requirements: '',
  location: '',
  vocation_id: '',
  job_type: 'full-time',
  status: 'open',
  salary_min: 1,
  salary_max: 1,
};

/**
 * /jobs/post: an employer posts a job without an account. The form, then company and e-mail,
 * then (when asked for) the code sent by e-mail; on success the page starts over after 2 s.
 * Nothing typed is lost when a step fails.
 */
export default function PostJobPage() {
  usePageTitle(
    'Legg ut en stilling',
    'Legg ut en læreplass eller jobb på Yrkesbro – uten konto. Vi bekrefter med en kode på e-post.',
  );
  const { enqueueSnackbar } = useSnackbar();
  const vocations = useGetVocationsQuery();
  const [postJob] = usePostPublicJobMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [pending, setPending] = useState<{ email: string; jobUuid: string } | null>(null);
  const [published, setPublished] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const onPublished = () => {
    setPending(null);
    setPublished(true);
    enqueueSnackbar(JOB_MESSAGES.published, { variant: 'success' });
    reloadTimer.current = setTimeout(reloadPage, PUBLISH_RELOAD_DELAY_MS);
  };

  const job = useFormik<QuickJobForm>({
    initialValues: EMPTY_JOB,
    validationSchema: quickJobSchema,
    onSubmit: () => setConfirmOpen(true),
  });

  const poster = useFormik<PosterForm>({
    initialValues: { company_name: '', email: '' },
    validationSchema: posterSchema,
    onSubmit: async (values) => {
      try {
        const body = publicJobSchema.cast(
          { ...job.values, ...values },
          { stripUnknown: true },
        ) as PublicJobRequest;
        const answer = await postJob(body).unwrap();
        setConfirmOpen(false);
        if (answer.requiresVerification) {
          setPending({ email: answer.email || body.email, jobUuid: answer.jobUuid });
        } else {
          onPublished();
        }
      } catch (error) {
        enqueueSnackbar(errorMessage(error, JOB_MESSAGES.saveFailed), { variant: 'error' });
      }
    },
  });

  const field = { form: job, required: true } as const;
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        Legg ut en stilling
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Du trenger ingen konto. Fyll ut stillingen, oppgi firma og e-post, så sender vi deg en kode
        for å bekrefte at annonsen er din.
      </Typography>
      {published && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {JOB_MESSAGES.published} Siden lastes inn på nytt om et øyeblikk.
        </Alert>
      )}
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          component="form"
          noValidate
          onSubmit={job.handleSubmit}
          spacing={2}
          aria-label="Stillingsannonse"
        >
          <FormField {...field} name="title" label="Stillingstittel" />
          <FormField {...field} name="description" label="Beskrivelse" multiline minRows={5} />
          <FormField
            {...field}
            name="requirements"
            label="Krav"
            multiline
            minRows={3}
            helperText="Skill kravene med komma eller linjeskift"
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormField {...field} name="location" label="Sted" />
            <FormField
              {...field}
              name="vocation_id"
              label="Yrke"
              select
              helperText={vocations.isError ? VOCATIONS_FAILED : undefined}
            >
              {(vocations.data ?? []).map((vocation) => (
                <MenuItem key={vocation.id} value={vocation.id}>
                  {vocation.name}
                </MenuItem>
              ))}
              {vocations.isFetching && (
                <MenuItem value="" disabled>
                  Laster yrker …
                </MenuItem>
              )}
            </FormField>
            <FormField {...field} name="job_type" label="Jobbtype" select>
              {PUBLIC_JOB_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {JOB_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </FormField>
            <FormField {...field} name="status" label="Status" select>
              {JOB_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {JOB_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </FormField>
            <FormField
              {...field}
              name="salary_min"
              label="Minimum lønn (kr)"
              type="number"
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
            <FormField
              {...field}
              name="salary_max"
              label="Maks lønn (kr)"
              type="number"
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={published}
            sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}
          >
            Publiser stilling
          </Button>
        </Stack>
      </Card>

      <Dialog
        open={confirmOpen}
        onClose={() => !poster.isSubmitting && setConfirmOpen(false)}
        aria-labelledby="confirm-poster-title"
        fullWidth
        maxWidth="xs"
      >
        <Box component="form" noValidate onSubmit={poster.handleSubmit}>
          <DialogTitle id="confirm-poster-title">Hvem legger ut stillingen?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Vi sender bekreftelsen til denne e-postadressen.
            </DialogContentText>
            <Stack spacing={2}>
              <FormField
                form={poster}
                name="company_name"
                label="Firmanavn"
                autoComplete="organization"
                required
                autoFocus
              />
              <FormField
                form={poster}
                name="email"
                label="E-post"
                type="email"
                autoComplete="email"
                required
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmOpen(false)} disabled={poster.isSubmitting}>
              Avbryt
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={poster.isSubmitting}
              aria-busy={poster.isSubmitting}
            >
              {poster.isSubmitting ? 'Publiserer…' : 'Bekreft og publiser'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>

      {pending && (
        <VerifyCodeDialog
          email={pending.email}
          jobUuid={pending.jobUuid}
          onVerified={onPublished}
          onCancel={() => setPending(null)}
        />
      )}
    </PageContainer>
  );
}

/** The code from the e-mail: six digits; a wrong code keeps the dialog open to try again. */
function VerifyCodeDialog({
  email,
  jobUuid,
  onVerified,
  onCancel,
}: {
  email: string;
  jobUuid: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const [verify, { isLoading }] = useVerifyPublicJobMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setCodeError(`Koden har ${OTP_LENGTH} siffer.`);
      return;
    }
    setCodeError(null);
    setFailure(null);
    try {
      await verify({ email, otp: code, jobUuid }).unwrap();
      onVerified();
    } catch (error) {
      setFailure(errorMessage(error, JOB_MESSAGES.otpInvalid));
    }
  };

  return (
    <Dialog
      open
      onClose={() => !isLoading && onCancel()}
      aria-labelledby="verify-code-title"
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="verify-code-title">Skriv inn koden</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Vi har sendt en kode på {OTP_LENGTH} siffer til {email}. Finner du den ikke? Sjekk
            søppelpostmappen.
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              <AlertTitle>{JOB_MESSAGES.otpFailed}</AlertTitle>
              {failure}
            </Alert>
          )}
          <TextField
            id="otp"
            name="otp"
            label="Verifiseringskode"
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))
            }
            error={Boolean(codeError)}
            helperText={codeError}
            required
            fullWidth
            autoFocus
            slotProps={{
              htmlInput: {
                maxLength: OTP_LENGTH,
                inputMode: 'numeric',
                pattern: '[0-9]*',
                autoComplete: 'one-time-code',
                style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
              },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={isLoading}>
            Avbryt
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? 'Bekrefter…' : 'Bekreft'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
