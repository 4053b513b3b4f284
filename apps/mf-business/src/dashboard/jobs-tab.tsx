import { CHANGED_ELSEWHERE } from '@yrkesbro/api-client';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import { Link as RouterLink } from '@yrkesbro/ui';
import { useGetMyBusinessQuery, useGetOwnBusinessJobsQuery } from '../business-api.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { JobList, JobListSkeleton } from '../jobs/job-list.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.jobsTab;

/** The spec's dashboard shows the five newest jobs; the rest are one click away. */
export const DASHBOARD_JOB_COUNT = 5;

/** Stillinger: the newest jobs with Rediger and Slett, Ny stilling and Se alle. */
export function JobsTab() {
  const { data, isLoading, isError, refetch } = useGetOwnBusinessJobsQuery(
    undefined,
    CHANGED_ELSEWHERE,
  );
  const { data: business } = useGetMyBusinessQuery();
  const jobs = data?.jobs ?? [];
  const businessUuid = business?.uuid ?? jobs.find((job) => job.business_uuid)?.business_uuid;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2">{T.title}</Typography>
        <Stack direction="row" spacing={1}>
          {businessUuid && jobs.length > 0 && (
            <Button component={RouterLink} to={`/business/jobs/all/${businessUuid}`}>
              {T.seeAll}
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/business/jobs/create"
            variant="contained"
            color="secondary"
            startIcon={<Add />}
          >
            {T.newJob}
          </Button>
        </Stack>
      </Stack>
      {isLoading ? (
        <JobListSkeleton />
      ) : isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        >
          {JOB_MESSAGES.loadFailed}
        </Alert>
      ) : jobs.length === 0 ? (
        <EmptyState text={JOB_MESSAGES.noJobs}>
          <Button component={RouterLink} to="/business/jobs/create" variant="contained">
            {T.createFirst}
          </Button>
        </EmptyState>
      ) : (
        <JobList jobs={jobs.slice(0, DASHBOARD_JOB_COUNT)} canEdit label={T.listLabel} />
      )}
    </Stack>
  );
}
