import { CHANGED_ELSEWHERE } from '@yrkesbro/api-client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPLICATION_MESSAGES } from '@yrkesbro/contracts';
import { Link as RouterLink } from '@yrkesbro/ui';
import { ApplicationList, ApplicationListSkeleton } from '../applications/application-list.tsx';
import { useGetRecentBusinessApplicationsQuery } from '../business-api.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.applicationsTab;

/** Søknader: the five newest applications, reviewed right here, and Se alle søknader. */
export function ApplicationsTab() {
  const { data, isLoading, isError, refetch } = useGetRecentBusinessApplicationsQuery(
    undefined,
    CHANGED_ELSEWHERE,
  );
  const applications = data?.applications ?? [];

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2">{T.title}</Typography>
        {applications.length > 0 && (
          <Button component={RouterLink} to="/business/applications">
            {T.seeAll}
          </Button>
        )}
      </Stack>
      {isLoading ? (
        <ApplicationListSkeleton />
      ) : isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        >
          {APPLICATION_MESSAGES.loadFailed}
        </Alert>
      ) : applications.length === 0 ? (
        <EmptyState text={APPLICATION_MESSAGES.noApplications}>
          <Button component={RouterLink} to="/business/jobs/create" variant="outlined">
            {T.newJob}
          </Button>
        </EmptyState>
      ) : (
        <ApplicationList applications={applications} label={T.listLabel} />
      )}
    </Stack>
  );
}
