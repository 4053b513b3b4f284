import { CHANGED_ELSEWHERE } from '@yrkesbro/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import {
  useGetOwnBusinessJobsQuery,
  useGetRecentBusinessApplicationsQuery,
} from '../business-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.counters;

/**
 * The spec's three counters: active jobs, all applications and those still waiting for a decision.
 * If either count cannot be loaded, the dashboard says so rather than show a made-up zero.
 */
export function DashboardCounters() {
  const jobs = useGetOwnBusinessJobsQuery(undefined, CHANGED_ELSEWHERE);
  const applications = useGetRecentBusinessApplicationsQuery(undefined, CHANGED_ELSEWHERE);
  const { data } = jobs;
  const failed = (jobs.isError && !jobs.data) || (applications.isError && !applications.data);
  if (failed)
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              if (jobs.isError) void jobs.refetch();
              if (applications.isError) void applications.refetch();
            }}
          >
            {T.retry}
          </Button>
        }
      >
        {BUSINESS_MESSAGES.dashboardFailed}
      </Alert>
    );
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 2,
        // The three cards share one row; on a phone, two to a row and the third across both, so
        // no cell stands empty.
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        '& > :last-child': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        m: 0,
        mb: 3,
      }}
    >
      <Counter label={T.activeJobs} value={data?.active_jobs} loading={jobs.isLoading} />
      <Counter
        label={T.totalApplications}
        value={applications.data?.application_count}
        loading={applications.isLoading}
      />
      <Counter
        label={T.pendingReviews}
        value={applications.data?.pending_reviews}
        loading={applications.isLoading}
      />
    </Box>
  );
}

function Counter({
  label,
  value,
  loading,
}: {
  label: string;
  value: number | undefined;
  loading: boolean;
}) {
  return (
    // The number first on screen (the term follows it in the list's order); packed at the top, so
    // the numbers stay in line when a term wraps to a second line.
    <Card
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column-reverse',
        justifyContent: 'flex-end',
        gap: 0.5,
      }}
    >
      <Typography component="dt" color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="h1"
        sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
        aria-busy={loading}
      >
        {loading ? <Skeleton width={48} /> : (value ?? 0)}
      </Typography>
    </Card>
  );
}
