import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@yrkesbro/api-client';
import { JOB_MESSAGES, managedJobSchema } from '@yrkesbro/contracts';
import type { ManagedJobRequest, ManagedJobResponse } from '@yrkesbro/contracts';
import { FormField, SubmitButton } from '@yrkesbro/forms';
import { useSnackbar } from '@yrkesbro/toasts';
import { useFormik } from 'formik';
import { JobFields, jobFormValues } from '../post-job/job-fields.tsx';
import type { QuickJobForm } from '../post-job/job-fields.tsx';
import { useUpdateManagedJobMutation } from './manage-job-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS;

type EditForm = QuickJobForm & { contact_email: string };

/** The ad's fields as posted; a refused change keeps what was typed and says why. */
export function EditJob({
  token,
  managed,
  onSaved,
}: {
  token: string;
  managed: ManagedJobResponse;
  onSaved: () => void;
}) {
  const [update] = useUpdateManagedJobMutation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useFormik<EditForm>({
    initialValues: { ...jobFormValues(managed.job), contact_email: managed.contact_email },
    validationSchema: managedJobSchema,
    onSubmit: async (values) => {
      try {
        const body = managedJobSchema.cast(values, { stripUnknown: true }) as ManagedJobRequest;
        await update({ token, body }).unwrap();
        enqueueSnackbar(JOB_MESSAGES.jobUpdated, { variant: 'success' });
        onSaved();
      } catch (failure) {
        enqueueSnackbar(errorMessage(failure, JOB_MESSAGES.updateFailed), { variant: 'error' });
      }
    },
  });
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        spacing={2}
        aria-label={T.edit.label}
      >
        <JobFields form={form} />
        <FormField
          form={form}
          name="contact_email"
          label={T.edit.contactEmail}
          type="email"
          helperText={T.edit.contactEmailHint}
        />
        <SubmitButton busy={form.isSubmitting} busyLabel={T.edit.saving}>
          {T.edit.save}
        </SubmitButton>
      </Stack>
    </Card>
  );
}
