import { CHANGED_ELSEWHERE } from '@yrkesbro/api-client';
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
import { ApplicationListSkeleton, PagedApplicationList, useListPage } from './application-list.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.applicationsPage;

/** /business/applications: every application to the business's jobs, newest first, a page at a time. */
export default function ApplicationsPage() {
  usePageTitle(T.title);
  const navigate = useNavigate();
  const { page, setPage, top } = useListPage();
  const { currentData, error, isFetching, refetch } = useGetAllBusinessApplicationsQuery(
    { page },
    CHANGED_ELSEWHERE,
  );

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
      <Typography variant="h1" ref={top} tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
        {T.title}
      </Typography>
      {currentData ? (
        currentData.application_count === 0 ? (
          <StatusMessage
            title={APPLICATION_MESSAGES.noApplications}
            actionLabel={T.newJob}
            onAction={() => navigate('/business/jobs/create')}
          >
            {T.emptyText}
          </StatusMessage>
        ) : (
          <PagedApplicationList
            response={currentData}
            page={page}
            onPage={setPage}
            label={T.title}
          />
        )
      ) : error && !isFetching ? (
        <LoadFailed
          title={APPLICATION_MESSAGES.loadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <ApplicationListSkeleton />
      )}
    </PageContainer>
  );
}
