import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { JobRequest } from '@yrkesbro/contracts';
import { PageContainer, usePageTitle } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useCreateBusinessJobMutation } from '../business-api.ts';
import { DASHBOARD_JOBS_PATH } from '../dashboard/dashboard-tabs.ts';
import { JobForm, NEW_JOB } from './job-form.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.jobCreatePage;

/** /business/jobs/create: a new job, published at once or kept as a draft. */
export default function JobCreatePage() {
  usePageTitle(T.title);
  const [create] = useCreateBusinessJobMutation();
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
