import { errorMessage } from '@yrkesbro/api-client';
import { PROFILE_TEXT_MAX, STUDENT_MESSAGES, workExperienceSchema } from '@yrkesbro/contracts';
import type { WorkExperienceRequest } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { DIALOG_TEXTS } from './texts.ts';
import { useAddWorkExperienceMutation } from '../profile-api.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from '@yrkesbro/forms';
import { useSnackbar } from '@yrkesbro/toasts';

const T = DIALOG_TEXTS.workExperienceDialog;

const EMPTY: WorkExperienceRequest = {
  position: '',
  company: '',
  year_period: '',
  description: '',
};

/** Adds a job the student has had; every field is required (seed 1, section 5). */
export function WorkExperienceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [addWorkExperience] = useAddWorkExperienceMutation();
  const { enqueueSnackbar } = useSnackbar();

  const form = useFormik<WorkExperienceRequest>({
    initialValues: EMPTY,
    validationSchema: workExperienceSchema,
    onSubmit: async (values, helpers) => {
      try {
        await addWorkExperience(workExperienceSchema.cast(values)).unwrap();
        enqueueSnackbar(STUDENT_MESSAGES.workAdded, { variant: 'success' });
        helpers.resetForm();
        onClose();
      } catch (error) {
        enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.workFailed), { variant: 'error' });
      }
    },
  });

  return (
    <FormDialog
      open={open}
      title={T.title}
      submitLabel={T.submit}
      busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <FormField
        form={form}
        name="position"
        label={T.position}
        required
        helperText={T.positionHint}
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.position } }}
      />
      <FormField
        form={form}
        name="company"
        label={T.company}
        required
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.company } }}
      />
      <FormField
        form={form}
        name="year_period"
        label={T.period}
        required
        helperText={T.periodHint}
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.period } }}
      />
      <FormField
        form={form}
        name="description"
        label={T.description}
        required
        multiline
        minRows={3}
        helperText={T.descriptionHint}
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.workDescription } }}
      />
    </FormDialog>
  );
}
