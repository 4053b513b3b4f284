import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { JOB_MESSAGES } from '@yrkesbro/contracts';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useNavigate,
  useParams,
} from '@yrkesbro/ui';
import { useGetBusinessJobsQuery, useGetMyBusinessQuery } from '../business-api.ts';
import { JobList, JobListSkeleton } from './job-list.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.jobsAllPage;

/** /business/jobs/all/:uuid: every job of a business; its owner may edit and delete them. */
export default function JobsAllPage() {
  usePageTitle(T.title);
  const { uuid } = useParams();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useGetBusinessJobsQuery(uuid ?? '', {
    skip: !uuid,
  });
  const { data: mine, isLoading: mineLoading } = useGetMyBusinessQuery();
  const own = mine !== undefined && mine.uuid === uuid;
  const jobs = data?.jobs ?? [];

  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to="/business/dashboard"
        startIcon={<ArrowBack />}
        sx={{ mb: 2 }}
      >
        {T.backToDashboard}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1">{T.title}</Typography>
        {own && jobs.length > 0 && (
          <Button
            component={RouterLink}
            to="/business/jobs/create"
            variant="contained"
            color="secondary"
            startIcon={<Add />}
          >
            {T.newJob}
          </Button>
        )}
      </Stack>
      {isLoading || mineLoading ? (
        <JobListSkeleton />
      ) : error && !data ? (
        <LoadFailed title={JOB_MESSAGES.loadFailed} error={error} onRetry={() => void refetch()} />
      ) : jobs.length === 0 ? (
        // Another company's empty list invites nobody to post: it is not theirs to fill.
        <StatusMessage
          title={JOB_MESSAGES.noJobs}
          actionLabel={own ? T.newJob : undefined}
          onAction={own ? () => navigate('/business/jobs/create') : undefined}
        >
          {own ? T.emptyText : T.emptyTextOther}
        </StatusMessage>
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {T.summary(data?.total ?? jobs.length, data?.active_jobs ?? 0)}
          </Typography>
          <JobList jobs={jobs} canEdit={own} headingLevel="h2" label={T.title} />
        </>
      )}
    </PageContainer>
  );
}
