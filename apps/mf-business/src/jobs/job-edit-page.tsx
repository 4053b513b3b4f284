import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, errorStatus } from '@yrkesbro/api-client';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { JobRequest } from '@yrkesbro/contracts';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  usePageTitle,
  useNavigate,
  useParams,
} from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useUpdateBusinessJobMutation } from '../business-api.ts';
import { DASHBOARD_JOBS_PATH } from '../dashboard/dashboard-tabs.ts';
import { JobForm, jobFormValues } from './job-form.tsx';
import { TEXTS } from './texts.ts';
import { useOwnJob } from './use-own-job.ts';

const T = TEXTS.jobEditPage;

/** /business/jobs/:uuid/edit: the saved job in the same form as a new one. */
export default function JobEditPage() {
  usePageTitle(T.title);
  const { uuid } = useParams();
  const { job, notOwner, error, isLoading, refetch } = useOwnJob(uuid);
  const [update] = useUpdateBusinessJobMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  if (isLoading) return <EditSkeleton />;
  if (notOwner)
    return (
      <PageContainer>
        <StatusMessage
          title={JOB_MESSAGES.notOwner}
          actionLabel={T.backToDashboard}
          onAction={() => navigate(DASHBOARD_JOBS_PATH)}
        >
          {T.notOwnerText}
        </StatusMessage>
      </PageContainer>
    );
  if (!uuid || errorStatus(error) === 404 || (!job && !error))
    return (
      <PageContainer>
        <StatusMessage
          title={JOB_MESSAGES.notFound}
          actionLabel={T.backToDashboard}
          onAction={() => navigate(DASHBOARD_JOBS_PATH)}
        >
          {T.missingText}
        </StatusMessage>
      </PageContainer>
    );
  if (!job)
    return (
      <PageContainer>
        <LoadFailed title={JOB_MESSAGES.loadFailed} error={error} onRetry={refetch} />
      </PageContainer>
    );

  const save = async (request: JobRequest): Promise<string | undefined> => {
    try {
      await update({ uuid, body: request }).unwrap();
      enqueueSnackbar(T.updated, { variant: 'success' });
      return DASHBOARD_JOBS_PATH;
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure, JOB_MESSAGES.updateFailed), { variant: 'error' });
      return undefined;
    }
  };

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {job.title}
      </Typography>
      <JobForm
        draftName={job.uuid}
        key={job.uuid}
        initialValues={jobFormValues(job)}
        savedVocation={{ id: job.vocation_id, name: job.vocation_name }}
        onSubmit={save}
        submitLabel={T.save}
        busyLabel={T.saving}
      />
    </PageContainer>
  );
}

function EditSkeleton() {
  return (
    <PageContainer>
      <Box role="status" aria-label={T.loading}>
        <Skeleton variant="text" width="50%" height={48} />
        <Stack spacing={2} sx={{ mt: 3 }}>
          {[56, 140, 96, 56, 56].map((height, index) => (
            <Skeleton key={index} variant="rounded" height={height} />
          ))}
        </Stack>
      </Box>
    </PageContainer>
  );
}
