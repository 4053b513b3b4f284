import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';

import { JOB_MESSAGES } from '@yrkesbro/contracts';
import { LoadFailed, PageContainer, StatusMessage, usePageTitle } from '@yrkesbro/ui';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useGetBusinessJobsQuery, useGetMyBusinessQuery } from '../business-api.ts';
import { JobList, JobListSkeleton } from './job-list.tsx';

/** /business/jobs/all/:uuid: every job of a business; its owner may edit and delete them. */
export default function JobsAllPage() {
  usePageTitle('Alle stillinger');
  const { uuid } = useParams();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useGetBusinessJobsQuery(uuid ?? skipToken);
  const { data: mine } = useGetMyBusinessQuery();
  const own = mine !== undefined && mine.uuid === uuid;
  const jobs = data?.jobs ?? [];

  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to="/business/dashboard"
        startIcon={<ArrowBack />}
        sx={{ mb: 2 }}
      >
        Til dashbordet
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1">Alle stillinger</Typography>
        {own && jobs.length > 0 && (
          <Button
            component={RouterLink}
            to="/business/jobs/create"
            variant="contained"
            color="secondary"
            startIcon={<Add />}
          >
            Ny stilling
          </Button>
        )}
      </Stack>
      {isLoading ? (
        <JobListSkeleton />
      ) : error && !data ? (
        <LoadFailed title={JOB_MESSAGES.loadFailed} error={error} onRetry={() => void refetch()} />
      ) : jobs.length === 0 ? (
        <StatusMessage
          title={JOB_MESSAGES.noJobs}
          actionLabel="Ny stilling"
          onAction={() => navigate('/business/jobs/create')}
        >
          Legg ut en stilling, så finner elever og lærlinger den under Jobber.
        </StatusMessage>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {data?.total === 1 ? '1 stilling' : `${data?.total ?? jobs.length} stillinger`},{' '}
            {data?.active_jobs ?? 0} aktive
          </Typography>
          <JobList jobs={jobs} canEdit={own} headingLevel="h2" label="Alle stillinger" />
        </>
      )}
    </PageContainer>
  );
}
