import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorStatus, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessProfile } from '@yrkesbro/contracts';
import { SendMessageWhenAllowed } from '@yrkesbro/messaging';
import {
  externalUrl,
  LoadFailed,
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useNavigate,
  useParams,
} from '@yrkesbro/ui';
import type { ReactNode } from 'react';
import { CompanyAvatar } from '../components/company-avatar.tsx';
import { openPositions } from '../components/format.ts';
import { JobCard, JobGrid } from '../jobs/job-card.tsx';
import { useFavoritesShown } from '../jobs/use-favorite-jobs.ts';
import { TEXTS } from './texts.ts';
import { useGetBusinessPageQuery } from './businesses-api.ts';
import { pageUuid } from '../components/page-uuid.ts';

const T = TEXTS.page;

/**
 * /business/:uuid: a company as students see it, with its open jobs. The admin reads it from the
 * dashboard's Business Profiles, so the way back leads there instead of to the student directory.
 */
export default function BusinessPage() {
  const viewer = useAppSelector(selectCurrentUser);
  const back =
    viewer?.role === 'admin'
      ? { to: '/admin/dashboard', label: T.backToDashboard }
      : { to: '/businesses', label: T.backToDirectory };
  const uuid = pageUuid(useParams());
  const navigate = useNavigate();
  const {
    data: business,
    isLoading,
    error,
    refetch,
  } = useGetBusinessPageQuery(uuid, {
    skip: !uuid,
  });
  const missing = !uuid || errorStatus(error) === 404 || errorStatus(error) === 400;
  usePageTitle(
    missing ? BUSINESS_MESSAGES.notFound : (business?.company_name ?? T.pageTitleFallback),
  );

  if (missing) {
    return (
      <PageContainer>
        <StatusMessage
          title={BUSINESS_MESSAGES.notFound}
          actionLabel={viewer?.role === 'admin' ? T.toDashboard : T.toDirectory}
          onAction={() => navigate(back.to)}
        >
          {T.notFoundIntro}
        </StatusMessage>
      </PageContainer>
    );
  }
  if (error) {
    return (
      <PageContainer>
        <LoadFailed
          title={BUSINESS_MESSAGES.loadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to={back.to}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
      >
        {back.label}
      </Button>
      {isLoading || !business ? <BusinessSkeleton /> : <BusinessDetails business={business} />}
    </PageContainer>
  );
}

function BusinessDetails({ business }: { business: BusinessProfile }) {
  const favoritesShown = useFavoritesShown();
  const viewer = useAppSelector(selectCurrentUser);
  const website = externalUrl(business.website);
  const jobs = business.active_jobs ?? [];
  return (
    <>
      <Card component="section" aria-label={T.aboutLabel} sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, mb: 2 }}
        >
          <CompanyAvatar name={business.company_name} logo={business.logo_url} size={80} />
          <Box sx={{ flex: 1 }}>
            <Typography variant="h1">{business.company_name}</Typography>
            {business.industry_name && (
              <Typography color="textSecondary">{business.industry_name}</Typography>
            )}
          </Box>
          {viewer?.role === 'student' && (
            // A student writes first only to a company she has applied to: asked ahead.
            <SendMessageWhenAllowed
              recipient={{ id: business.user_id, role: 'business' }}
              name={business.company_name}
              label={T.sendMessage}
              refusal={T.mayNotWrite}
            />
          )}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2 }}
        >
          {business.location && (
            <Contact icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />}>
              {business.location}
            </Contact>
          )}
          {website && (
            <Contact icon={<LanguageIcon fontSize="small" aria-hidden />}>
              <Link href={website} target="_blank" rel="noopener noreferrer">
                {website.replace(/^https?:\/\//i, '')}
              </Link>
            </Contact>
          )}
          {business.contact_email && (
            <Contact icon={<EmailOutlinedIcon fontSize="small" aria-hidden />}>
              <Link href={`mailto:${business.contact_email}`}>{business.contact_email}</Link>
            </Contact>
          )}
          {business.phone_number && (
            <Contact icon={<PhoneOutlinedIcon fontSize="small" aria-hidden />}>
              <Link href={`tel:${business.phone_number.replace(/\s/g, '')}`}>
                {business.phone_number}
              </Link>
            </Contact>
          )}
        </Stack>
        {business.description && (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{business.description}</Typography>
        )}
      </Card>

      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h2">{T.openPositions}</Typography>
        <Typography color="textSecondary">{openPositions(jobs.length)}</Typography>
      </Stack>
      {jobs.length === 0 ? (
        <StatusMessage title={T.noOpenPositions}>{T.noOpenPositionsIntro}</StatusMessage>
      ) : (
        <JobGrid label={T.jobsLabel(business.company_name)}>
          {jobs.map((job) => (
            <JobCard key={job.uuid} job={job} favoritesShown={favoritesShown} />
          ))}
        </JobGrid>
      )}
    </>
  );
}

function Contact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography component="span">{children}</Typography>
    </Stack>
  );
}

function BusinessSkeleton() {
  return (
    <Card role="status" aria-label={T.loading} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Skeleton variant="rounded" width={80} height={80} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="30%" />
        </Box>
      </Stack>
      <Skeleton variant="rounded" height={120} />
    </Card>
  );
}
