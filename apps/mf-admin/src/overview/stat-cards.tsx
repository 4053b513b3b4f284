import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@yrkesbro/contracts';
import type { AdminStats } from '@yrkesbro/contracts';
import { groupThousands, LoadFailed } from '@yrkesbro/ui';
import { useGetAdminStatsQuery } from './admin-api.ts';
import { useFetchFailedToast } from './use-fetch-failed-toast.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.overview.statCards;

const CARDS: { key: keyof AdminStats; label: string }[] = [
  { key: 'total_students', label: T.students },
  { key: 'total_businesses', label: T.businesses },
  { key: 'total_job_postings', label: T.jobPostings },
  { key: 'total_applications', label: T.applications },
  { key: 'new_signups_week', label: T.newSignupsWeek },
  { key: 'open_job_postings', label: T.openJobPostings },
  { key: 'mails_queued', label: T.mailsQueued },
  { key: 'mails_failed', label: T.mailsFailed },
];

/** The overview's statistic cards. */
export function StatCards() {
  const { data: stats, error, refetch } = useGetAdminStatsQuery();
  useFetchFailedToast(error);
  if (error) {
    return (
      <LoadFailed title={ADMIN_MESSAGES.fetchFailed} error={error} onRetry={() => void refetch()} />
    );
  }
  return (
    <Box
      component="ul"
      aria-label={T.label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {CARDS.map(({ key, label }) => (
        <Card component="li" key={key} aria-label={label} sx={{ p: 2 }}>
          <Typography variant="body2" color="textSecondary">
            {label}
          </Typography>
          {stats ? (
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
              {groupThousands(stats[key])}
            </Typography>
          ) : (
            <Skeleton width="60%" sx={{ fontSize: '1.75rem' }} />
          )}
        </Card>
      ))}
    </Box>
  );
}
