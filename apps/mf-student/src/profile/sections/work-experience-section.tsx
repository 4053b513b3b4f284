import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { WorkExperience } from '@yrkesbro/contracts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useRef } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteWorkExperienceMutation } from '../profile-api.ts';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';
import { ItemActions, SectionItem, SectionList } from './section-list.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';
import { useDialogSession } from './use-dialog-session.ts';

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogSession<WorkExperience>();
  const [deleteWorkExperience] = useDeleteWorkExperienceMutation();
  const deletion = useConfirmedDelete({
    remove: (id) => deleteWorkExperience(id).unwrap(),
    title: T.deleteTitle,
    text: STUDENT_MESSAGES.workDeleteConfirm,
    deleted: STUDENT_MESSAGES.workDeleted,
    failed: STUDENT_MESSAGES.workDeleteFailed,
    returnFocusTo: headingRef,
  });

  return (
    <SectionCard
      title={T.title}
      headingRef={headingRef}
      actions={
        editable && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => dialog.show()}>
            {T.add}
          </Button>
        )
      }
    >
      {workExperience.length === 0 ? (
        <SectionEmpty text={STUDENT_MESSAGES.workEmpty} hint={editable ? T.emptyHint : undefined} />
      ) : (
        <SectionList>
          {workExperience.map((item) => (
            <SectionItem
              key={item.id}
              title={item.work_title}
              meta={[item.work_name, item.year_period]}
              description={item.description}
              actions={
                editable && (
                  <ItemActions
                    name={`${item.work_title} hos ${item.work_name}`}
                    onEdit={() => dialog.show(item)}
                    onDelete={() => deletion.ask(item.id)}
                  />
                )
              }
            />
          ))}
        </SectionList>
      )}
      {editable && (
        <>
          <OpenedOnce open={dialog.open} onFailed={dialog.close}>
            <WorkExperienceDialog
              key={dialog.key}
              open={dialog.open}
              work={dialog.item}
              onClose={dialog.close}
            />
          </OpenedOnce>
          {deletion.dialog}
        </>
      )}
    </SectionCard>
  );
}
