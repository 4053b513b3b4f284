import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { JOB_MESSAGES, JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import { formatSalary, LoadFailed, Link as RouterLink } from '@yrkesbro/ui';
import { CompanyAvatar } from '../components/company-avatar.tsx';
import { useGetFavoriteJobsQuery } from '../jobs/student-jobs-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.favoriteJobs;

/** The favourite jobs list's scroll area (seed 1, section 9). */
export const FAVORITES_AREA_HEIGHT = 600;

/** The dashboard's Favorittjobber: the student's saved jobs, each opening the job. */
export function FavoriteJobsSection() {
  const { data: jobs, isLoading, error, refetch } = useGetFavoriteJobsQuery();

  return (
    <Card component="section" aria-labelledby="favorite-jobs-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="favorite-jobs-heading" variant="h2" gutterBottom>
        {T.title}
      </Typography>
      {error ? (
        <LoadFailed title={JOB_MESSAGES.loadFailed} error={error} onRetry={() => void refetch()} />
      ) : isLoading || !jobs ? (
        <Box role="status" aria-label={T.loading}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={64} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : jobs.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 4, display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography>{T.emptyTitle}</Typography>
          <Typography color="textSecondary">{T.emptyIntro}</Typography>
          <Button component={RouterLink} to="/jobs" variant="contained">
            {T.findJobs}
          </Button>
        </Box>
      ) : (
        <Box
          data-testid="favorite-jobs-scroll"
          tabIndex={0}
          aria-label={T.listLabel}
          sx={{ height: FAVORITES_AREA_HEIGHT, overflowY: 'auto' }}
        >
          <List disablePadding>
            {jobs.map((job) => {
              const company = job.company_name || job.business_name;
              return (
                <ListItem key={job.uuid} disablePadding divider>
                  <ListItemButton component={RouterLink} to={`/jobs/${job.uuid}`}>
                    <ListItemAvatar>
                      <CompanyAvatar name={company} logo={job.logo} size={40} />
                    </ListItemAvatar>
                    <ListItemText
                      primary={job.title}
                      secondary={[
                        company,
                        job.location,
                        JOB_TYPE_LABELS[job.job_type] ?? job.job_type,
                        formatSalary(job.salary_min, job.salary_max),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
      )}
    </Card>
  );
}
