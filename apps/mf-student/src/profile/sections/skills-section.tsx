import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Skill } from '@yrkesbro/contracts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useRef } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteSkillMutation } from '../profile-api.ts';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';
import { ItemActions, SectionList } from './section-list.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.tsx';
import { useDialogSession } from './use-dialog-session.ts';

// Only the profile's owner edits; the forms load when first opened.
const SkillDialog = lazy(() =>
  import('./skill-dialog.tsx').then((module) => ({ default: module.SkillDialog })),
);

const T = TEXTS.skills;

/** Ferdigheter: each skill with its category and level; the owner adds, edits and removes. */
export function SkillsSection({ skills, editable }: { skills: Skill[]; editable: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogSession<Skill>();
  const [deleteSkill] = useDeleteSkillMutation();
  const deletion = useConfirmedDelete({
    remove: (id) => deleteSkill(id).unwrap(),
    title: T.removeTitle,
    text: STUDENT_MESSAGES.skillRemoveConfirm,
    confirmLabel: T.remove,
    deleted: STUDENT_MESSAGES.skillRemoved,
    failed: STUDENT_MESSAGES.skillRemoveFailed,
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
      {skills.length === 0 ? (
        <SectionEmpty text={T.empty} hint={editable ? T.emptyHint : undefined} />
      ) : (
        <SectionList>
          {skills.map((skill) => (
            <Box
              component="li"
              key={skill.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {skill.skill_name}
                  </Typography>
                  <Typography sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
                    {skill.proficiency} %
                  </Typography>
                </Box>
                <Typography variant="body2" color="textSecondary">
                  {skill.vocation_name}
                </Typography>
                {/* The percent beside the name says the same to a screen reader. */}
                <LinearProgress
                  variant="determinate"
                  value={skill.proficiency}
                  aria-hidden
                  sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
                />
              </Box>
              {editable && (
                <ItemActions
                  name={skill.skill_name}
                  deleteLabel={T.remove}
                  onEdit={() => dialog.show(skill)}
                  onDelete={() => deletion.ask(skill.id)}
                />
              )}
            </Box>
          ))}
        </SectionList>
      )}
      {editable && (
        <>
          <OpenedOnce open={dialog.open} onFailed={dialog.close}>
            <SkillDialog
              key={dialog.key}
              open={dialog.open}
              skill={dialog.item}
              onClose={dialog.close}
            />
          </OpenedOnce>
          {deletion.dialog}
        </>
      )}
    </SectionCard>
  );
}
