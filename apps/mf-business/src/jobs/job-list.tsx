import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_STATUS_LABELS, JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import type { Job } from '@yrkesbro/contracts';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, formatDate, formatSalary } from '@yrkesbro/ui';
import { DeleteJobDialog } from './delete-job-dialog.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.jobList;

/**
 * A business's jobs, newest first: title, status, place and date, with Rediger and Slett for
 * the owner. Deleting asks first.
 */
export function JobList({
  jobs,
  canEdit,
  headingLevel = 'h3',
  label,
}: {
  jobs: Job[];
  canEdit: boolean;
  headingLevel?: 'h2' | 'h3';
  label: string;
}) {
  // The job stays set while the dialog closes, so its title does not flicker.
  const [deleting, setDeleting] = useState<Job | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <Stack
        component="ul"
        ref={list}
        tabIndex={-1}
        spacing={2}
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, outline: 'none' }}
      >
        {jobs.map((job) => (
          <Card component="li" key={job.uuid} sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}
                >
                  <Typography
                    variant="h3"
                    component={headingLevel}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {job.title}
                  </Typography>
                  <Chip
                    size="small"
                    label={JOB_STATUS_LABELS[job.status]}
                    color={job.status === 'open' ? 'success' : 'default'}
                    variant={job.status === 'open' ? 'filled' : 'outlined'}
                  />
                </Stack>
                <Stack
                  direction="row"
                  spacing={2}
                  sx={{ flexWrap: 'wrap', rowGap: 0.5, color: 'text.secondary' }}
                >
                  <Meta icon={<PlaceOutlined fontSize="small" />}>{job.location}</Meta>
                  <Meta icon={<CalendarTodayOutlined fontSize="small" />}>
                    {T.created(formatDate(job.created_at))}
                  </Meta>
                  <Meta>
                    {JOB_TYPE_LABELS[job.job_type] ?? job.job_type} ·{' '}
                    {formatSalary(job.salary_min, job.salary_max)}
                  </Meta>
                </Stack>
              </Box>
              {canEdit && (
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  <Button
                    component={RouterLink}
                    to={`/business/jobs/${job.uuid}/edit`}
                    startIcon={<EditOutlined />}
                    variant="outlined"
                    aria-label={T.editLabel(job.title)}
                  >
                    {T.edit}
                  </Button>
                  <Button
                    onClick={() => {
                      setDeleting(job);
                      setConfirming(true);
                    }}
                    startIcon={<DeleteOutlined />}
                    color="error"
                    aria-label={T.deleteLabel(job.title)}
                  >
                    {T.delete}
                  </Button>
                </Stack>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
      <DeleteJobDialog
        job={deleting}
        open={confirming}
        onClose={() => setConfirming(false)}
        // The keyboard goes on from the list, not from the page's top.
        onDeleted={() => list.current?.focus()}
      />
    </>
  );
}

function Meta({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {icon && (
        <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
          {icon}
        </Box>
      )}
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Stack>
  );
}

/** Three job-shaped placeholders while the list loads. */
export function JobListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={T.loading}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" width="45%" height={32} />
          <Skeleton variant="text" width="70%" />
        </Card>
      ))}
    </Stack>
  );
}
