import { PROFILE_TEXT_MAX, STUDENT_MESSAGES, workExperienceSchema } from '@yrkesbro/contracts';
import type { WorkExperience, WorkExperienceRequest } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { DIALOG_TEXTS } from './texts.ts';
import { useAddWorkExperienceMutation, useUpdateWorkExperienceMutation } from '../profile-api.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormField } from '@yrkesbro/forms';
import { useSaveListItem } from './use-save-list-item.ts';
import { useDialogDraft } from './use-dialog-draft.tsx';

const T = DIALOG_TEXTS.workExperienceDialog;

/**
 * Adds a job the student has had, or edits `work` when given (the same form, prefilled); every
 * field is required (seed 1, section 5).
 */
export function WorkExperienceDialog({
  open,
  work,
  onClose,
}: {
  open: boolean;
  work?: WorkExperience;
  onClose: () => void;
}) {
  const [addWorkExperience] = useAddWorkExperienceMutation();
  const [updateWorkExperience] = useUpdateWorkExperienceMutation();
  const save = useSaveListItem(work, addWorkExperience, updateWorkExperience, {
    added: STUDENT_MESSAGES.workAdded,
    addFailed: STUDENT_MESSAGES.workFailed,
    updated: STUDENT_MESSAGES.workUpdated,
    updateFailed: STUDENT_MESSAGES.workUpdateFailed,
  });

  const form = useFormik<WorkExperienceRequest>({
    initialValues: {
      position: work?.work_title ?? '',
      company: work?.work_name ?? '',
      year_period: work?.year_period ?? '',
      description: work?.description ?? '',
    },
    validationSchema: workExperienceSchema,
    onSubmit: async (values, helpers) => {
      if ((await save(workExperienceSchema.cast(values))) === null) {
        helpers.resetForm();
        draft.close();
      }
    },
  });
  const draft = useDialogDraft('work-experience', work, form, onClose);

  return (
    <FormDialog
      open={open}
      title={work ? T.editTitle : T.addTitle}
      submitLabel={work ? T.save : T.add}
      busy={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={draft.close}
    >
      {draft.notice}
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
