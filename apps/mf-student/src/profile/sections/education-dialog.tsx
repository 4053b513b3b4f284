import { PROFILE_TEXT_MAX, STUDENT_MESSAGES, educationSchema } from '@yrkesbro/contracts';
import type { Education, EducationRequest } from '@yrkesbro/contracts';
import { DIALOG_TEXTS } from './texts.ts';
import { useAddEducationMutation, useUpdateEducationMutation } from '../profile-api.ts';
import type { ListDialogProps } from './list-section.tsx';
import { TextFieldsDialog, periodField } from './text-fields-dialog.tsx';
import type { TextFieldsForm } from './text-fields-dialog.tsx';

const T = DIALOG_TEXTS.educationDialog;

const EDUCATION_FORM: TextFieldsForm<Education, EducationRequest> = {
  draftName: 'education',
  texts: T,
  messages: {
    added: STUDENT_MESSAGES.educationAdded,
    addFailed: STUDENT_MESSAGES.educationFailed,
    updated: STUDENT_MESSAGES.educationUpdated,
    updateFailed: STUDENT_MESSAGES.educationUpdateFailed,
  },
  schema: educationSchema,
  fields: [
    {
      name: 'educationName',
      from: 'education_name',
      label: T.education,
      hint: T.educationHint,
      max: PROFILE_TEXT_MAX.educationName,
      required: true,
    },
    {
      name: 'schoolName',
      from: 'school_name',
      label: T.school,
      max: PROFILE_TEXT_MAX.schoolName,
      required: true,
    },
    periodField('yearPeriod', T),
    {
      name: 'description',
      from: 'description',
      label: T.description,
      max: PROFILE_TEXT_MAX.educationDescription,
      multiline: true,
    },
  ],
};

/** Adds an education, or edits `item` when given (the same form, prefilled). */
export function EducationDialog(props: ListDialogProps<Education>) {
  const [add] = useAddEducationMutation();
  const [update] = useUpdateEducationMutation();
  return <TextFieldsDialog {...props} add={add} update={update} form={EDUCATION_FORM} />;
}
