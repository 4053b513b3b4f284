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
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { JOB_MESSAGES, publicJobSchema } from '@yrkesbro/contracts';
import type { PublicJobRequest } from '@yrkesbro/contracts';
import { PageContainer, usePageTitle, Link as RouterLink } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormField } from '@yrkesbro/forms';
import { EMPTY_JOB, JobFields, quickJobSchema } from './job-fields.tsx';
import type { QuickJobForm } from './job-fields.tsx';
import { TEXTS } from './texts.ts';
import { usePostPublicJobMutation, useVerifyPublicJobMutation } from './post-job-api.ts';

const T = TEXTS;

export const OTP_LENGTH = 6;

const posterSchema = publicJobSchema.pick(['company_name', 'email', 'contact_email']);

interface PosterForm {
  company_name: string;
  email: string;
  /** Shown on the ad when filled in; empty shows no e-mail. */
  contact_email: string;
}

/** How the job was published: through the code (a link went by mail) or by a signed-in company. */
type Published = { email: string; viaCode: boolean };

/**
 * /jobs/post: an employer posts a job without an account. The form, then company and e-mail,
 * then (when asked for) the code sent by e-mail. Once published the page says where the
 * private link to manage the ad went, instead of starting over.
 * Nothing typed is lost when a step fails.
 */
export default function PostJobPage() {
  usePageTitle(T.page.title, T.page.description);
  const { enqueueSnackbar } = useSnackbar();
  const [postJob] = usePostPublicJobMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [pending, setPending] = useState<{ email: string; jobUuid: string } | null>(null);
  const [published, setPublished] = useState<Published | null>(null);

  const onPublished = (done: Published) => {
    setPending(null);
    setPublished(done);
    enqueueSnackbar(JOB_MESSAGES.published, { variant: 'success' });
  };

  const job = useFormik<QuickJobForm>({
    initialValues: EMPTY_JOB,
    validationSchema: quickJobSchema,
    onSubmit: () => setConfirmOpen(true),
  });

  const poster = useFormik<PosterForm>({
    initialValues: { company_name: '', email: '', contact_email: '' },
    validationSchema: posterSchema,
    onSubmit: async (values) => {
      try {
        const body = publicJobSchema.cast(
          { ...job.values, ...values },
          { stripUnknown: true },
        ) as PublicJobRequest;
        const answer = await postJob(body).unwrap();
        setConfirmOpen(false);
        const email = answer.email || body.email;
        if (answer.requiresVerification) {
          setPending({ email, jobUuid: answer.jobUuid });
        } else {
          onPublished({ email, viaCode: false });
        }
      } catch (error) {
        enqueueSnackbar(errorMessage(error, JOB_MESSAGES.saveFailed), { variant: 'error' });
      }
    },
  });

  const startOver = () => {
    job.resetForm();
    poster.resetForm();
    setPublished(null);
  };

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.page.title}
      </Typography>
      {published ? (
        <PublishedNotice published={published} onStartOver={startOver} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
            {T.page.intro}
          </Typography>
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack
              component="form"
              noValidate
              onSubmit={job.handleSubmit}
              spacing={2}
              aria-label={T.page.formLabel}
            >
              <JobFields form={job} />
              <Button
                type="submit"
                variant="contained"
                size="large"
                sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}
              >
                {T.page.publish}
              </Button>
            </Stack>
          </Card>
        </>
      )}

      <Dialog
        open={confirmOpen}
        onClose={() => !poster.isSubmitting && setConfirmOpen(false)}
        aria-labelledby="confirm-poster-title"
        fullWidth
        maxWidth="xs"
      >
        <Box component="form" noValidate onSubmit={poster.handleSubmit}>
          <DialogTitle id="confirm-poster-title">{T.poster.title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{T.poster.intro}</DialogContentText>
            <Stack spacing={2}>
              <FormField
                form={poster}
                name="company_name"
                label={T.poster.companyName}
                autoComplete="organization"
                required
                autoFocus
              />
              <FormField
                form={poster}
                name="email"
                label={T.poster.email}
                type="email"
                autoComplete="email"
                required
              />
              <FormField
                form={poster}
                name="contact_email"
                label={T.poster.contactEmail}
                type="email"
                helperText={T.poster.contactEmailHint}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmOpen(false)} disabled={poster.isSubmitting}>
              {T.poster.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={poster.isSubmitting}
              aria-busy={poster.isSubmitting}
            >
              {poster.isSubmitting ? T.poster.publishing : T.poster.confirm}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>

      {pending && (
        <VerifyCodeDialog
          email={pending.email}
          jobUuid={pending.jobUuid}
          onVerified={() => onPublished({ email: pending.email, viaCode: true })}
          onCancel={() => setPending(null)}
        />
      )}
    </PageContainer>
  );
}

/** In place of the form once the job is out: where the private link went, or where the ad lives. */
function PublishedNotice({
  published,
  onStartOver,
}: {
  published: Published;
  onStartOver: () => void;
}) {
  return (
    <Card
      component="section"
      aria-label={T.published.label}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Alert severity="success" sx={{ mb: 2 }}>
        <AlertTitle>{JOB_MESSAGES.published}</AlertTitle>
        {published.viaCode ? (
          <>
            {T.published.linkSentTo} <strong>{published.email}</strong>
            {T.published.linkSentRest}
          </>
        ) : (
          <>
            {T.published.inDashboard}{' '}
            <Link component={RouterLink} to="/business/dashboard">
              {T.published.toDashboard}
            </Link>
          </>
        )}
      </Alert>
      {published.viaCode && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {T.published.noEmail}
        </Typography>
      )}
      <Button variant="outlined" onClick={onStartOver}>
        {T.published.startOver}
      </Button>
    </Card>
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
      setCodeError(T.verifyCode.wrongLength(OTP_LENGTH));
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
        <DialogTitle id="verify-code-title">{T.verifyCode.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {T.verifyCode.intro(OTP_LENGTH, email)}
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
            label={T.verifyCode.code}
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
            {T.verifyCode.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? T.verifyCode.confirming : T.verifyCode.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
