import AddIcon from '@mui/icons-material/Add';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Grade } from '@yrkesbro/contracts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useRef } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteGradeMutation } from '../profile-api.ts';
import { GradeStatus, isVerified } from './grade-status.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';
import { ItemActions, SectionList } from './section-list.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';
import { useDialogSession } from './use-dialog-session.ts';

// Only the profile's owner edits; the forms load when first opened.
const GradeVerificationDialog = lazy(() =>
  import('./grade-verification-dialog.tsx').then((module) => ({
    default: module.GradeVerificationDialog,
  })),
);
const GradesDialog = lazy(() =>
  import('./grades-dialog.tsx').then((module) => ({ default: module.GradesDialog })),
);

const T = TEXTS.grades;

/** Karakterer: subject and grade, with how far each is verified; the owner adds, verifies, deletes. */
export function GradesSection({ grades, editable }: { grades: Grade[]; editable: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const adding = useDialogSession();
  const verifying = useDialogSession();
  const [deleteGrade] = useDeleteGradeMutation();
  const deletion = useConfirmedDelete({
    remove: (id) => deleteGrade(id).unwrap(),
    title: T.deleteTitle,
    text: STUDENT_MESSAGES.gradeDeleteConfirm,
    deleted: STUDENT_MESSAGES.gradeDeleted,
    failed: STUDENT_MESSAGES.gradeDeleteFailed,
    returnFocusTo: headingRef,
  });
  const unverified = grades.filter((grade) => !isVerified(grade));
  const anyPending = grades.some((grade) => grade.verification_status === 'pending');

  return (
    <SectionCard
      title={T.title}
      headingRef={headingRef}
      actions={
        editable && (
          <>
            {unverified.length > 0 && (
              <Button
                variant="outlined"
                startIcon={<VerifiedOutlinedIcon />}
                onClick={() => verifying.show()}
              >
                {T.verify}
              </Button>
            )}
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => adding.show()}>
              {T.add}
            </Button>
          </>
        )
      }
    >
      {grades.length === 0 ? (
        <SectionEmpty text={T.empty} hint={editable ? T.emptyHint : undefined} />
      ) : (
        <SectionList>
          {grades.map((grade) => (
            <Box
              component="li"
              key={grade.idstudent_grades}
              sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {grade.name}
              </Typography>
              <GradeStatus grade={grade} />
              <Typography
                sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: '2ch' }}
              >
                {grade.grade}
              </Typography>
              {editable && (
                <ItemActions
                  name={`${grade.name} (${grade.grade})`}
                  onDelete={() => deletion.ask(grade.idstudent_grades)}
                />
              )}
            </Box>
          ))}
        </SectionList>
      )}
      {editable && anyPending && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {T.pendingNote}
        </Typography>
      )}
      {editable && (
        <>
          <OpenedOnce open={adding.open} onFailed={adding.close}>
            <GradesDialog key={adding.key} open={adding.open} onClose={adding.close} />
          </OpenedOnce>
          <OpenedOnce open={verifying.open} onFailed={verifying.close}>
            <GradeVerificationDialog
              key={`verify-${verifying.key}`}
              open={verifying.open}
              grades={unverified}
              onClose={verifying.close}
            />
          </OpenedOnce>
          {deletion.dialog}
        </>
      )}
    </SectionCard>
  );
}
