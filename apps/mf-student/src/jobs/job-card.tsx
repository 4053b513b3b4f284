import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import type { Job } from '@yrkesbro/contracts';
import {
  chipList,
  formatSalary,
  Link as RouterLink,
  useLocation,
  wrappingChip,
} from '@yrkesbro/ui';
import { memo } from 'react';
import type { ReactNode } from 'react';
import type { Location } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';
import { FavoriteHeart } from './favorite-button.tsx';

/** What a job card hands the job page: the list it was opened from. */
export interface JobListState {
  from?: Location;
}

/** Job cards show at most this many requirements (seed 1, section 9). */
export const CARD_REQUIREMENTS = 3;

/**
 * A job in a list: the whole card opens the job; the heart sits beside the link, not in it. A
 * card renders again only when its job does: the list's page renders again as the favourites
 * and the session arrive, which on a slow phone took a long task for a page of cards.
 */
export const JobCard = memo(function JobCard({
  job,
  favoritesShown,
}: {
  job: Job;
  favoritesShown: boolean;
}) {
  const company = job.company_name || job.business_name;
  // The job page's 'Tilbake til jobbene' returns to this list with its filters.
  const location = useLocation();
  return (
    <Card component="article" aria-label={job.title} sx={{ position: 'relative', height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/jobs/${job.uuid}`}
        state={{ from: location } satisfies JobListState}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        {/* Each side on its own: a responsive `p` came after a plain `pr` and took back the
            heart's room on phones, where a long title ran under it. */}
        <CardContent
          sx={{
            py: { xs: 2, sm: 3 },
            pl: { xs: 2, sm: 3 },
            pr: favoritesShown ? 7 : { xs: 2, sm: 3 },
          }}
        >
          <Typography variant="h3" component="h2" gutterBottom sx={{ overflowWrap: 'break-word' }}>
            {job.title}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{company}</Typography>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mt: 1 }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2">{job.location}</Typography>
            </Stack>
            <Typography variant="body2">{JOB_TYPE_LABELS[job.job_type] ?? job.job_type}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatSalary(job.salary_min, job.salary_max)}
            </Typography>
          </Stack>
          <Typography
            color="textSecondary"
            sx={{
              mt: 1.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {job.description}
          </Typography>
          {job.requirements.length > 0 && (
            <Box
              component="ul"
              aria-label={TEXTS.jobCard.requirementsLabel}
              sx={{ ...chipList, mt: 2 }}
            >
              {job.requirements.slice(0, CARD_REQUIREMENTS).map((requirement) => (
                <li key={requirement}>
                  <Chip label={requirement} size="small" sx={wrappingChip} />
                </li>
              ))}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
      {favoritesShown && (
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <FavoriteHeart job={job} />
        </Box>
      )}
    </Card>
  );
});

/** The loading placeholder in the shape of a job card. */
export function JobCardSkeleton() {
  return (
    <Card data-testid="job-card-skeleton" aria-hidden sx={{ p: { xs: 2, sm: 3 } }}>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={48} sx={{ mt: 1.5 }} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Skeleton variant="rounded" width={72} height={24} />
        <Skeleton variant="rounded" width={72} height={24} />
        <Skeleton variant="rounded" width={72} height={24} />
      </Stack>
    </Card>
  );
}

/** Cards side by side on wide screens, one column on phones. */
export function JobGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
