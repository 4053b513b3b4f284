import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Education } from '@yrkesbro/contracts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useRef } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteEducationMutation } from '../profile-api.ts';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';
import { ItemActions, SectionItem, SectionList } from './section-list.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';
import { useDialogSession } from './use-dialog-session.ts';

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogSession<Education>();
  const [deleteEducation] = useDeleteEducationMutation();
  const deletion = useConfirmedDelete({
    remove: (id) => deleteEducation(id).unwrap(),
    title: T.deleteTitle,
    text: STUDENT_MESSAGES.educationDeleteConfirm,
    deleted: STUDENT_MESSAGES.educationDeleted,
    failed: STUDENT_MESSAGES.educationDeleteFailed,
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
      {education.length === 0 ? (
        <SectionEmpty text={T.empty} hint={editable ? T.emptyHint : undefined} />
      ) : (
        <SectionList>
          {education.map((item) => (
            <SectionItem
              key={item.id}
              title={item.education_name}
              meta={[item.school_name, item.year_period]}
              description={item.description}
              actions={
                editable && (
                  <ItemActions
                    name={item.education_name}
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
            <EducationDialog
              key={dialog.key}
              open={dialog.open}
              education={dialog.item}
              onClose={dialog.close}
            />
          </OpenedOnce>
          {deletion.dialog}
        </>
      )}
    </SectionCard>
  );
}
