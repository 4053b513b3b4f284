import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, errorStatus } from '@yrkesbro/api-client';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  JOB_MESSAGES,
  JOB_TYPE_LABELS,
} from '@yrkesbro/contracts';
import type { BusinessApplication, ManagedJobResponse } from '@yrkesbro/contracts';
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
import { LoadFailure, LoadsInPlace, onDemand, OpenedOnce } from '@yrkesbro/ui/dashboard';
import { useSnackbar } from '@yrkesbro/toasts';
import { useState } from 'react';
import { TEXTS } from './texts.ts';
import { useGetManagedJobQuery, useSetManagedJobOpenMutation } from './manage-job-api.ts';

const T = TEXTS;

// The page mostly shows the ad and its applications: the edit form (formik, yup and the job's
// fields) and the answer dialog load when first asked for, sooner when the pointer or focus
// reaches the button that opens them.
const { Component: EditJob, preload: preloadEditJob } = onDemand(() =>
  import('./edit-job.tsx').then((module) => ({ default: module.EditJob })),
);
const { Component: AnswerDialog, preload: preloadAnswerDialog } = onDemand(() =>
  import('./answer-dialog.tsx').then((module) => ({ default: module.AnswerDialog })),
);

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
        <Typography color="textSecondary">
          {job.company_name} · {job.location} · {JOB_TYPE_LABELS[job.job_type]} ·{' '}
          {formatSalary(job.salary_min, job.salary_max)}
        </Typography>
        <Typography color="textSecondary" variant="body2" sx={{ mt: 1 }}>
          {T.job.privateNotice(formatDate(managed.link_expires_at))}{' '}
          {managed.contact_email ? T.job.showsEmail(managed.contact_email) : T.job.showsNoEmail}
        </Typography>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          onClick={() => setEditing((shown) => !shown)}
          onPointerEnter={preloadEditJob}
          onFocus={preloadEditJob}
        >
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

      {editing && (
        <LoadFailure
          onFailed={() => {
            enqueueSnackbar(T.edit.failed, { variant: 'error' });
            setEditing(false);
          }}
        >
          <LoadsInPlace fallback={<CircularProgress role="status" aria-label={T.edit.opening} />}>
            <EditJob token={token} managed={managed} onSaved={() => setEditing(false)} />
          </LoadsInPlace>
        </LoadFailure>
      )}

      <Box component="section" aria-labelledby="applications-heading">
        <Typography id="applications-heading" variant="h2" gutterBottom>
          {T.job.applicationsTitle(managed.applications.length)}
        </Typography>
        {managed.applications.length === 0 ? (
          <Typography color="textSecondary">{APPLICATION_MESSAGES.noApplications}</Typography>
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
          <Typography color="textSecondary" variant="body2">
            {[application.headline, application.location].filter(Boolean).join(' · ')}
          </Typography>
          <Typography color="textSecondary" variant="body2">
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
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        onClick={() => setAnswering(true)}
        onPointerEnter={preloadAnswerDialog}
        onFocus={preloadAnswerDialog}
      >
        {T.application.answer}
      </Button>
      {answering && (
        <OpenedOnce open onFailed={() => setAnswering(false)}>
          <AnswerDialog
            token={token}
            application={application}
            onClose={() => setAnswering(false)}
          />
        </OpenedOnce>
      )}
    </Card>
  );
}
