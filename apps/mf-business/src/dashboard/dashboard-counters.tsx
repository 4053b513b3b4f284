import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import { useGetOwnBusinessJobsQuery } from '../business-api.ts';

/**
 * Active jobs and all jobs. The spec's application counters wait until applications exist;
 * the dashboard shows no numbers it cannot back.
 */
export function DashboardCounters() {
  const { data, isLoading, isError, refetch } = useGetOwnBusinessJobsQuery();
  if (isError && !data)
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Prøv igjen
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
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
        m: 0,
        mb: 3,
      }}
    >
      <Counter label="Aktive stillinger" value={data?.active_jobs} loading={isLoading} />
      <Counter label="Stillinger totalt" value={data?.total} loading={isLoading} />
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
    <Card sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column-reverse', gap: 0.5 }}>
      <Typography component="dt" color="text.secondary">
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
