import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { WorkExperience } from '@yrkesbro/contracts';
import { lazy } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteWorkExperienceMutation } from '../profile-api.ts';
import { ListSection } from './list-section.tsx';
import { SectionItem } from './section-list.tsx';

// Only the profile's owner edits; the forms load when first opened.
const WorkExperienceDialog = lazy(() =>
  import('./work-experience-dialog.tsx').then((module) => ({
    default: module.WorkExperienceDialog,
  })),
);

const T = TEXTS.workExperience;

/** Arbeidserfaring: jobs the student has had; the owner adds, edits and deletes. */
export function WorkExperienceSection({
  workExperience,
  editable,
}: {
  workExperience: WorkExperience[];
  editable: boolean;
}) {
  const [deleteWorkExperience] = useDeleteWorkExperienceMutation();
  return (
    <ListSection
      items={workExperience}
      editable={editable}
      texts={{ ...T, empty: STUDENT_MESSAGES.workEmpty }}
      deletion={{
        remove: (id) => deleteWorkExperience(id).unwrap(),
        title: T.deleteTitle,
        text: STUDENT_MESSAGES.workDeleteConfirm,
        deleted: STUDENT_MESSAGES.workDeleted,
        failed: STUDENT_MESSAGES.workDeleteFailed,
      }}
      Dialog={WorkExperienceDialog}
      itemName={(item) => `${item.work_title} hos ${item.work_name}`}
      renderItem={(item, actions) => (
        <SectionItem
          title={item.work_title}
          meta={[item.work_name, item.year_period]}
          description={item.description}
          actions={actions}
        />
      )}
    />
  );
}
