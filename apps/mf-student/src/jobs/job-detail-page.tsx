import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorStatus, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { JOB_MESSAGES, JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import type { Job } from '@yrkesbro/contracts';
import {
  externalUrl,
  formatDate,
  formatSalary,
  LoadFailed,
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useLocation,
  useNavigate,
  useParams,
} from '@yrkesbro/ui';
import type { ReactNode } from 'react';
import { CompanyAvatar } from '../components/company-avatar.tsx';
import { TEXTS } from './texts.ts';
import { ApplyAction } from './apply-action.tsx';
import type { JobListState } from './job-card.tsx';
import { FavoriteToggleButton } from './favorite-button.tsx';
import { useGetJobDetailQuery } from './student-jobs-api.ts';
import { useFavoritesShown } from './use-favorite-jobs.ts';
import { pageUuid } from '../components/page-uuid.ts';

const T = TEXTS.detail;

/**
 * /jobs/:uuid: everything about one job, with Søk på stillingen and the favourite heart.
 * `applying` (/jobs/:id/apply) opens the søknad dialog at once.
 */
export default function JobDetailPage({ applying = false }: { applying?: boolean }) {
  const uuid = pageUuid(useParams());
  const user = useAppSelector(selectCurrentUser);
  const listPath = !user || user.role === 'student' ? '/jobs' : '/jobs/search';
  const navigate = useNavigate();
  // Back to the list this job was opened from, with its search and filters.
  const from = (useLocation().state as JobListState | null)?.from;
  const backPath =
    from && ['/jobs', '/jobs/search'].includes(from.pathname)
      ? `${from.pathname}${from.search}`
      : listPath;
  const { data: job, isLoading, error, refetch } = useGetJobDetailQuery(uuid, { skip: !uuid });
  const favoritesShown = useFavoritesShown();
  const missing = !uuid || errorStatus(error) === 404 || errorStatus(error) === 400;
  const named = job ? `${job.title} – ${job.company_name || job.business_name}` : undefined;
  // The tab says what the page says: the job missing, or the application being written.
  usePageTitle(
    missing
      ? JOB_MESSAGES.notFound
      : named
        ? applying
          ? T.applyPageTitle(named)
          : named
        : T.pageTitleFallback,
  );

  if (missing) {
    return (
      <PageContainer>
        <StatusMessage
          title={JOB_MESSAGES.notFound}
          actionLabel={T.seeOpenJobs}
          onAction={() => navigate(listPath)}
        >
          {T.notFoundIntro}
        </StatusMessage>
      </PageContainer>
    );
  }
  if (error) {
    return (
      <PageContainer>
        <LoadFailed title={JOB_MESSAGES.loadFailed} error={error} onRetry={() => void refetch()} />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to={backPath}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
      >
        {T.back}
      </Button>
      {isLoading || !job ? (
        <JobDetailSkeleton />
      ) : (
        <JobDetail job={job} favoritesShown={favoritesShown} applying={applying} />
      )}
    </PageContainer>
  );
}

function JobDetail({
  job,
  favoritesShown,
  applying,
}: {
  job: Job;
  favoritesShown: boolean;
  applying: boolean;
}) {
  const company = job.company_name || job.business_name;
  const website = externalUrl(job.website);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
        alignItems: 'start',
      }}
    >
      <Card component="article" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <CompanyAvatar name={company} logo={job.logo} size={64} />
          {/* A title of one long word wraps rather than widening the row past the card. */}
          <Box sx={{ minWidth: 0, overflowWrap: 'break-word' }}>
            <Typography variant="h1">{job.title}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{company}</Typography>
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0 },
          }}
        >
          <Fact label={T.location}>{job.location}</Fact>
          <Fact label={T.jobType}>{JOB_TYPE_LABELS[job.job_type] ?? job.job_type}</Fact>
          <Fact label={T.salary}>
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatSalary(job.salary_min, job.salary_max)}
            </Box>
          </Fact>
          {job.vocation_name && <Fact label={T.vocation}>{job.vocation_name}</Fact>}
          <Fact label={T.published}>{formatDate(job.created_at)}</Fact>
        </Box>
        {/* Applying and favourites are for students; a signed-out visitor is asked to log in. */}
        {favoritesShown && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ mt: 3, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
          >
            <ApplyAction job={job} openAtStart={applying} />
            <FavoriteToggleButton job={job} />
          </Stack>
        )}

        <Typography variant="h2" sx={{ mt: 4, mb: 1 }}>
          {T.aboutJob}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{job.description}</Typography>

        {job.requirements.length > 0 && (
          <>
            <Typography variant="h2" sx={{ mt: 4, mb: 1 }}>
              {T.requirements}
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
              {job.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </Box>
          </>
        )}
      </Card>

      <Card component="aside" aria-label={T.aboutBusinessLabel} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {T.aboutBusiness}
        </Typography>
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 600 }}>{company}</Typography>
          {job.business_location && <Typography>{job.business_location}</Typography>}
          {job.business_email && (
            <Link href={`mailto:${job.business_email}`}>{job.business_email}</Link>
          )}
          {job.phone_number && <Link href={`tel:${job.phone_number}`}>{job.phone_number}</Link>}
          {website && (
            <Link href={website} target="_blank" rel="noopener noreferrer">
              {website.replace(/^https?:\/\//i, '')}
            </Link>
          )}
          {job.business_uuid && (
            <Button
              component={RouterLink}
              to={`/business/${job.business_uuid}`}
              variant="outlined"
              sx={{ alignSelf: 'flex-start', mt: 1 }}
            >
              {T.seeBusinessProfile}
            </Button>
          )}
        </Stack>
      </Card>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function JobDetailSkeleton() {
  return (
    <Card role="status" aria-label={T.loading} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Skeleton variant="rounded" width={64} height={64} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="30%" />
        </Box>
      </Stack>
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="35%" />
      <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
    </Card>
  );
}
