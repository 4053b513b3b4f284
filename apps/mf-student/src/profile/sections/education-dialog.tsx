import { errorMessage } from '@yrkesbro/api-client';
import { STUDENT_MESSAGES, educationSchema } from '@yrkesbro/contracts';
import type { Education, EducationRequest } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useAddEducationMutation, useUpdateEducationMutation } from '../profile-api.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from '@yrkesbro/forms';

/** Adds an education, or edits `education` when given (the same form, prefilled). */
export function EducationDialog({
  open,
  education,
  onClose,
}: {
  open: boolean;
  education?: Education;
  onClose: () => void;
}) {
  const [addEducation] = useAddEducationMutation();
  const [updateEducation] = useUpdateEducationMutation();
  const { enqueueSnackbar } = useSnackbar();

  const form = useFormik<EducationRequest>({
    initialValues: {
      educationName: education?.education_name ?? '',
      schoolName: education?.school_name ?? '',
      yearPeriod: education?.year_period ?? '',
      description: education?.description ?? '',
    },
    validationSchema: educationSchema,
    onSubmit: async (values, helpers) => {
      const body = educationSchema.cast(values);
      try {
        if (education) {
          await updateEducation({ id: education.id, ...body }).unwrap();
          enqueueSnackbar(STUDENT_MESSAGES.educationUpdated, { variant: 'success' });
        } else {
          await addEducation(body).unwrap();
          enqueueSnackbar(STUDENT_MESSAGES.educationAdded, { variant: 'success' });
        }
        helpers.resetForm();
        onClose();
      } catch (error) {
        const fallback = education
          ? STUDENT_MESSAGES.educationUpdateFailed
          : STUDENT_MESSAGES.educationFailed;
        enqueueSnackbar(errorMessage(error, fallback), { variant: 'error' });
      }
    },
  });

  return (
    <FormDialog
      open={open}
      title={education ? 'Rediger utdanning' : 'Legg til utdanning'}
      submitLabel={education ? 'Lagre' : 'Legg til'}
      busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={onClose}
    >
      <FormField
        form={form}
        name="educationName"
        label="Utdanning"
        required
        helperText="For eksempel Elektro og datateknologi"
        slotProps={{ htmlInput: { maxLength: 160 } }}
      />
      <FormField
        form={form}
        name="schoolName"
        label="Skole"
        required
        slotProps={{ htmlInput: { maxLength: 160 } }}
      />
      <FormField
        form={form}
        name="yearPeriod"
        label="Periode"
        required
        helperText="For eksempel 2023–2025"
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <FormField
        form={form}
        name="description"
        label="Beskrivelse"
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
