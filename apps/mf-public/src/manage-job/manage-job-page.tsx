import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { errorMessage, errorStatus } from '@yrkesbro/api-client';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
  managedJobSchema,
} from '@yrkesbro/contracts';
import type {
  BusinessApplication,
  ManagedJobRequest,
  ManagedJobResponse,
  PostedApplicationAnswer,
} from '@yrkesbro/contracts';
import { FormField, SubmitButton } from '@yrkesbro/forms';
import {
  externalUrl,
  formatDate,
  formatSalary,
  LoadFailed,
  PageContainer,
  usePageTitle,
  Link as RouterLink,
  useParams,
} from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { JobFields, jobFormValues } from '../post-job/job-fields.tsx';
import type { QuickJobForm } from '../post-job/job-fields.tsx';
import { TEXTS } from './texts.ts';
import {
  useAnswerApplicationMutation,
  useGetManagedJobQuery,
  useSetManagedJobOpenMutation,
  useUpdateManagedJobMutation,
} from './manage-job-api.ts';

const T = TEXTS;

/**
 * /jobs/manage/{token}: the private page of a job posted without an account, reached by the
 * link in the e-mails. The poster sees the ad, changes or closes it, and reads and answers its
 * applications.
 */
export default function ManageJobPage() {
  usePageTitle(T.page.title);
  const { token = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetManagedJobQuery(token);
  return (
    <PageContainer>
      {isLoading ? (
        <Stack spacing={2} aria-busy="true" aria-label={T.page.loading}>
          <Skeleton variant="text" width="60%" height={48} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : errorStatus(error) === 404 ? (
        <Alert severity="warning" sx={{ maxWidth: 720 }}>
          {errorMessage(error, JOB_MESSAGES.manageLinkInvalid)}{' '}
          <Link component={RouterLink} to="/jobs/post">
            {T.page.postNew}
          </Link>
        </Alert>
      ) : error || !data ? (
        <LoadFailed
          title={JOB_MESSAGES.manageLoadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <ManagedJob token={token} managed={data} />
      )}
    </PageContainer>
  );
}

function ManagedJob({ token, managed }: { token: string; managed: ManagedJobResponse }) {
  const { job } = managed;
  const [editing, setEditing] = useState(false);
  const [setOpen, { isLoading: switching }] = useSetManagedJobOpenMutation();
  const { enqueueSnackbar } = useSnackbar();
  const open = job.status === 'open';

  const toggle = async () => {
    try {
      await setOpen({ token, open: !open }).unwrap();
      enqueueSnackbar(open ? JOB_MESSAGES.jobClosed : JOB_MESSAGES.jobReopened, {
        variant: 'success',
      });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure, JOB_MESSAGES.updateFailed), { variant: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="h1">{job.title}</Typography>
          <Chip
            label={open ? T.job.open : T.job.closed}
            color={open ? 'success' : 'default'}
            size="small"
          />
        </Stack>
        <Typography color="text.secondary">
          {job.company_name} · {job.location} · {JOB_TYPE_LABELS[job.job_type]} ·{' '}
          {formatSalary(job.salary_min, job.salary_max)}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
          {T.job.privateNotice(formatDate(managed.link_expires_at))}{' '}
          {managed.contact_email ? T.job.showsEmail(managed.contact_email) : T.job.showsNoEmail}
        </Typography>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setEditing((shown) => !shown)}>
          {editing ? T.job.closeForm : T.job.edit}
        </Button>
        <Button
          variant={open ? 'outlined' : 'contained'}
          color={open ? 'warning' : 'primary'}
          onClick={() => void toggle()}
          disabled={switching}
          aria-busy={switching}
        >
          {open ? T.job.close : T.job.reopen}
        </Button>
      </Stack>

      {editing && <EditJob token={token} managed={managed} onSaved={() => setEditing(false)} />}

      <Box component="section" aria-labelledby="applications-heading">
        <Typography id="applications-heading" variant="h2" gutterBottom>
          {T.job.applicationsTitle(managed.applications.length)}
        </Typography>
        {managed.applications.length === 0 ? (
          <Typography color="text.secondary">{APPLICATION_MESSAGES.noApplications}</Typography>
        ) : (
          <Stack spacing={2}>
            {managed.applications.map((application) => (
              <ApplicationCard
                key={application.application_uuid}
                token={token}
                application={application}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

type EditForm = QuickJobForm & { contact_email: string };

/** The ad's fields as posted; a refused change keeps what was typed and says why. */
function EditJob({
  token,
  managed,
  onSaved,
}: {
  token: string;
  managed: ManagedJobResponse;
  onSaved: () => void;
}) {
  const [update] = useUpdateManagedJobMutation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useFormik<EditForm>({
    initialValues: { ...jobFormValues(managed.job), contact_email: managed.contact_email },
    validationSchema: managedJobSchema,
    onSubmit: async (values) => {
      try {
        const body = managedJobSchema.cast(values, { stripUnknown: true }) as ManagedJobRequest;
        await update({ token, body }).unwrap();
        enqueueSnackbar(JOB_MESSAGES.jobUpdated, { variant: 'success' });
        onSaved();
      } catch (failure) {
        enqueueSnackbar(errorMessage(failure, JOB_MESSAGES.updateFailed), { variant: 'error' });
      }
    },
  });
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        spacing={2}
        aria-label={T.edit.label}
      >
        <JobFields form={form} />
        <FormField
          form={form}
          name="contact_email"
          label={T.edit.contactEmail}
          type="email"
          helperText={T.edit.contactEmailHint}
        />
        <SubmitButton busy={form.isSubmitting} busyLabel={T.edit.saving}>
          {T.edit.save}
        </SubmitButton>
      </Stack>
    </Card>
  );
}

function ApplicationCard({
  token,
  application,
}: {
  token: string;
  application: BusinessApplication;
}) {
  const [answering, setAnswering] = useState(false);
  const resume = externalUrl(application.resume_url);
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }} component="article" aria-label={application.name}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <Box>
          <Typography variant="h3">{application.name}</Typography>
          <Typography color="text.secondary" variant="body2">
            {[application.headline, application.location].filter(Boolean).join(' · ')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {T.application.applied(formatDate(application.created_at))}
          </Typography>
        </Box>
        <Chip label={APPLICATION_STATUS_LABELS[application.status]} size="small" />
      </Stack>
      <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{application.cover_letter}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {resume && (
          <Link href={resume} target="_blank" rel="noopener noreferrer">
            {T.application.resume}
          </Link>
        )}
        <Link href={`mailto:${application.email}`}>{application.email}</Link>
      </Stack>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => setAnswering(true)}>
        {T.application.answer}
      </Button>
      {answering && (
        <AnswerDialog token={token} application={application} onClose={() => setAnswering(false)} />
      )}
    </Card>
  );
}

/** Yes or no, and a few words if the poster likes: the student is mailed, and may reply. */
function AnswerDialog({
  token,
  application,
  onClose,
}: {
  token: string;
  application: BusinessApplication;
  onClose: () => void;
}) {
  const [answer, { isLoading }] = useAnswerApplicationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<PostedApplicationAnswer['status'] | ''>('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!status) {
      setProblem(JOB_MESSAGES.answerStatusInvalid);
      return;
    }
    setProblem(null);
    try {
      await answer({
        token,
        uuid: application.application_uuid,
        body: { status, message },
      }).unwrap();
      enqueueSnackbar(JOB_MESSAGES.answerSent, { variant: 'success' });
      onClose();
    } catch (failure) {
      setProblem(errorMessage(failure, APPLICATION_MESSAGES.statusFailed));
    }
  };

  return (
    <Dialog
      open
      onClose={() => !isLoading && onClose()}
      aria-labelledby="answer-title"
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="answer-title">{T.answer.title(application.name)}</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <RadioGroup
            aria-label={T.answer.choiceLabel}
            value={status}
            onChange={(event) => setStatus(event.target.value as PostedApplicationAnswer['status'])}
          >
            <FormControlLabel value="accepted" control={<Radio />} label={T.answer.accept} />
            <FormControlLabel value="rejected" control={<Radio />} label={T.answer.reject} />
          </RadioGroup>
          <TextField
            label={T.answer.message}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 2000 }, inputLabel: { shrink: true } }}
            helperText={T.answer.messageHint}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {T.answer.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? T.answer.sending : T.answer.send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
