import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { APPLICATION_MESSAGES } from '@yrkesbro/contracts';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useNavigate,
} from '@yrkesbro/ui';
import { useGetAllBusinessApplicationsQuery } from '../business-api.ts';
import { ApplicationList, ApplicationListSkeleton } from './application-list.tsx';
import { TEXTS } from '../texts.ts';

const T = TEXTS.applications.applicationsPage;

/** /business/applications: every application to the business's jobs, newest first. */
export default function ApplicationsPage() {
  usePageTitle(T.title);
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useGetAllBusinessApplicationsQuery();
  const applications = data?.applications ?? [];

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
      <Typography variant="h1" sx={{ mb: 3 }}>
        {T.title}
      </Typography>
      {isLoading ? (
        <ApplicationListSkeleton />
      ) : error && !data ? (
        <LoadFailed
          title={APPLICATION_MESSAGES.loadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : applications.length === 0 ? (
        <StatusMessage
          title={APPLICATION_MESSAGES.noApplications}
          actionLabel={T.newJob}
          onAction={() => navigate('/business/jobs/create')}
        >
          {T.emptyText}
        </StatusMessage>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {TEXTS.applications.summary(
              data?.application_count ?? applications.length,
              data?.pending_reviews ?? 0,
            )}
          </Typography>
          <ApplicationList applications={applications} label={T.title} headingLevel="h2" />
        </>
      )}
    </PageContainer>
  );
}
