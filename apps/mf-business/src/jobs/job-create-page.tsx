import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage, errorStatus } from '@yrkesbro/api-client';
import { BUSINESS_MESSAGES, JOB_MESSAGES } from '@yrkesbro/contracts';
import type { JobRequest } from '@yrkesbro/contracts';
import { Link as RouterLink, PageContainer, usePageTitle } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useCreateBusinessJobMutation, useGetMyBusinessQuery } from '../business-api.ts';
import { DASHBOARD_JOBS_PATH, DASHBOARD_PROFILE_PATH } from '../dashboard/dashboard-tabs.ts';
import { JobForm, NEW_JOB } from './job-form.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.jobCreatePage;

/** /business/jobs/create: a new job, published at once or kept as a draft. */
export default function JobCreatePage() {
  usePageTitle(T.title);
  const [create] = useCreateBusinessJobMutation();
  // 404 until the company profile is filled in: until then a job can only be kept as a draft.
  const profileMissing = errorStatus(useGetMyBusinessQuery().error) === 404;
  const { enqueueSnackbar } = useSnackbar();

  const save = async (request: JobRequest): Promise<string | undefined> => {
    try {
      await create(request).unwrap();
      enqueueSnackbar(request.status === 'draft' ? T.draftSaved : JOB_MESSAGES.published, {
        variant: 'success',
      });
      return DASHBOARD_JOBS_PATH;
    } catch (error) {
      enqueueSnackbar(errorMessage(error, JOB_MESSAGES.saveFailed), { variant: 'error' });
      return undefined;
    }
  };

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {T.intro}
      </Typography>
      {profileMissing && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button
              component={RouterLink}
              to={DASHBOARD_PROFILE_PATH}
              data-keeps-form
              color="inherit"
              size="small"
            >
              {T.fillInProfile}
            </Button>
          }
        >
          {BUSINESS_MESSAGES.profileRequiredToPublish} {T.keptMeanwhile}
        </Alert>
      )}
      <JobForm
        draftName="new"
        initialValues={NEW_JOB}
        onSubmit={save}
        submitLabel={T.save}
        busyLabel={T.saving}
      />
    </PageContainer>
  );
}
