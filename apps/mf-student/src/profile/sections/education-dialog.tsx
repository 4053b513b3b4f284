import { PROFILE_TEXT_MAX, STUDENT_MESSAGES, educationSchema } from '@yrkesbro/contracts';
import type { Education, EducationRequest } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { DIALOG_TEXTS } from './texts.ts';
import { useAddEducationMutation, useUpdateEducationMutation } from '../profile-api.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from '@yrkesbro/forms';
import { useSaveListItem } from './use-save-list-item.ts';
import { useDialogDraft } from './use-dialog-draft.tsx';

const T = DIALOG_TEXTS.educationDialog;

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
  const save = useSaveListItem(education, addEducation, updateEducation, {
    added: STUDENT_MESSAGES.educationAdded,
    addFailed: STUDENT_MESSAGES.educationFailed,
    updated: STUDENT_MESSAGES.educationUpdated,
    updateFailed: STUDENT_MESSAGES.educationUpdateFailed,
  });

  const form = useFormik<EducationRequest>({
    initialValues: {
      educationName: education?.education_name ?? '',
      schoolName: education?.school_name ?? '',
      yearPeriod: education?.year_period ?? '',
      description: education?.description ?? '',
    },
    validationSchema: educationSchema,
    onSubmit: async (values, helpers) => {
      if ((await save(educationSchema.cast(values))) === null) {
        helpers.resetForm();
        draft.close();
      }
    },
  });
  const draft = useDialogDraft('education', education, form, onClose);

  return (
    <FormDialog
      open={open}
      title={education ? T.editTitle : T.addTitle}
      submitLabel={education ? T.save : T.add}
      busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={draft.close}
    >
      {draft.notice}
      <FormField
        form={form}
        name="educationName"
        label={T.education}
        required
        helperText={T.educationHint}
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.educationName } }}
      />
      <FormField
        form={form}
        name="schoolName"
        label={T.school}
        required
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.schoolName } }}
      />
      <FormField
        form={form}
        name="yearPeriod"
        label={T.period}
        required
        helperText={T.periodHint}
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.period } }}
      />
      <FormField
        form={form}
        name="description"
        label={T.description}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: PROFILE_TEXT_MAX.educationDescription } }}
      />
    </FormDialog>
  );
}
