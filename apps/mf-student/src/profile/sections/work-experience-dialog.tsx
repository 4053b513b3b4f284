import { PROFILE_TEXT_MAX, STUDENT_MESSAGES, workExperienceSchema } from '@yrkesbro/contracts';
import type { WorkExperience, WorkExperienceRequest } from '@yrkesbro/contracts';
import { DIALOG_TEXTS } from './texts.ts';
import { useAddWorkExperienceMutation, useUpdateWorkExperienceMutation } from '../profile-api.ts';
import type { ListDialogProps } from './list-section.tsx';
import { TextFieldsDialog, periodField } from './text-fields-dialog.tsx';
import type { TextFieldsForm } from './text-fields-dialog.tsx';

const T = DIALOG_TEXTS.workExperienceDialog;

// Every field is required (seed 1, section 5).
const WORK_EXPERIENCE_FORM: TextFieldsForm<WorkExperience, WorkExperienceRequest> = {
  draftName: 'work-experience',
  texts: T,
  messages: {
    added: STUDENT_MESSAGES.workAdded,
    addFailed: STUDENT_MESSAGES.workFailed,
    updated: STUDENT_MESSAGES.workUpdated,
    updateFailed: STUDENT_MESSAGES.workUpdateFailed,
  },
  schema: workExperienceSchema,
  fields: [
    {
      name: 'position',
      from: 'work_title',
      label: T.position,
      hint: T.positionHint,
      max: PROFILE_TEXT_MAX.position,
      required: true,
    },
    {
      name: 'company',
      from: 'work_name',
      label: T.company,
      max: PROFILE_TEXT_MAX.company,
      required: true,
    },
    periodField('year_period', T),
    {
      name: 'description',
      from: 'description',
      label: T.description,
      hint: T.descriptionHint,
      max: PROFILE_TEXT_MAX.workDescription,
      required: true,
      multiline: true,
    },
  ],
};

/** Adds a job the student has had, or edits `item` when given (the same form, prefilled). */
export function WorkExperienceDialog(props: ListDialogProps<WorkExperience>) {
  const [add] = useAddWorkExperienceMutation();
  const [update] = useUpdateWorkExperienceMutation();
  return <TextFieldsDialog {...props} add={add} update={update} form={WORK_EXPERIENCE_FORM} />;
}
