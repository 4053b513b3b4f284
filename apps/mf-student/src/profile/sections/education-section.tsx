import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Education } from '@yrkesbro/contracts';
import { lazy } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteEducationMutation } from '../profile-api.ts';
import { ListSection } from './list-section.tsx';
import { SectionItem } from './section-list.tsx';

// Only the profile's owner edits; the forms load when first opened.
const EducationDialog = lazy(() =>
  import('./education-dialog.tsx').then((module) => ({ default: module.EducationDialog })),
);

const T = TEXTS.education;

/** Utdanning: where the student goes or went to school; the owner adds, edits and deletes. */
export function EducationSection({
  education,
  editable,
}: {
  education: Education[];
  editable: boolean;
}) {
  const [deleteEducation] = useDeleteEducationMutation();
  return (
    <ListSection
      items={education}
      editable={editable}
      texts={T}
      deletion={{
        remove: (id) => deleteEducation(id).unwrap(),
        title: T.deleteTitle,
        text: STUDENT_MESSAGES.educationDeleteConfirm,
        deleted: STUDENT_MESSAGES.educationDeleted,
        failed: STUDENT_MESSAGES.educationDeleteFailed,
      }}
      Dialog={EducationDialog}
      itemName={(item) => item.education_name}
      renderItem={(item, actions) => (
        <SectionItem
          title={item.education_name}
          meta={[item.school_name, item.year_period]}
          description={item.description}
          actions={actions}
        />
      )}
    />
  );
}
