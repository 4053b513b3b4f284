import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorStatus, CHANGED_ELSEWHERE } from '@yrkesbro/api-client';
import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useNavigate,
  useParams,
} from '@yrkesbro/ui';
import { useGetBusinessJobApplicationsQuery } from '../business-api.ts';
import { useOwnJob } from '../jobs/use-own-job.ts';
import { ApplicationListSkeleton, PagedApplicationList, useListPage } from './application-list.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.jobApplicationsPage;

/**
 * /business/applications/:uuid: the applications to one job (by the job's uuid). The heading
 * names the job; its title comes from the job itself, so it shows even with no applications.
 */
export default function JobApplicationsPage() {
  const { uuid } = useParams();
  const navigate = useNavigate();
  const { page, setPage, top } = useListPage();
  const { job, notOwner, isLoading: jobLoading } = useOwnJob(uuid);
  const { currentData, error, isFetching, refetch } = useGetBusinessJobApplicationsQuery(
    { jobUuid: uuid ?? '', page },
    { ...CHANGED_ELSEWHERE, skip: !uuid },
  );
  const title = job?.title ?? currentData?.applications[0]?.job_title;
  usePageTitle(title ? T.title(title) : T.pageTitle);

  const missing = !uuid || errorStatus(error) === 404 || errorStatus(error) === 400;

  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to="/business/applications"
        startIcon={<ArrowBack />}
        sx={{ mb: 2 }}
      >
        {T.allApplications}
      </Button>
      <Typography
        variant="h1"
        ref={top}
        tabIndex={-1}
        sx={{ mb: 3, overflowWrap: 'anywhere', outline: 'none' }}
      >
        {title ? (
          T.title(title)
        ) : !notOwner && (jobLoading || (!currentData && !error && !missing)) ? (
          <Skeleton width="60%" role="status" aria-label={T.loadingJob} />
        ) : (
          T.titleWithoutJob
        )}
      </Typography>
      {notOwner ? (
        <StatusMessage
          title={T.notOwnerTitle}
          actionLabel={T.seeAll}
          onAction={() => navigate('/business/applications')}
        >
          {T.notOwnerText}
        </StatusMessage>
      ) : missing ? (
        <StatusMessage
          title={JOB_MESSAGES.notFound}
          actionLabel={T.seeAll}
          onAction={() => navigate('/business/applications')}
        >
          {T.missingText}
        </StatusMessage>
      ) : currentData ? (
        currentData.application_count === 0 ? (
          <StatusMessage title={APPLICATION_MESSAGES.noApplications}>{T.emptyText}</StatusMessage>
        ) : (
          <PagedApplicationList
            response={currentData}
            page={page}
            onPage={setPage}
            label={title ? T.title(title) : T.titleWithoutJob}
            linkToJob={false}
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
