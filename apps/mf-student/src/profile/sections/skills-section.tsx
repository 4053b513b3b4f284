import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Skill } from '@yrkesbro/contracts';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts.ts';
import { useDeleteSkillMutation } from '../profile-api.ts';
import { ListSection } from './list-section.tsx';

// Only the profile's owner edits; the forms load when first opened.
const SkillDialog = lazy(() =>
  import('./skill-dialog.tsx').then((module) => ({ default: module.SkillDialog })),
);

const T = TEXTS.skills;

/** Ferdigheter: each skill with its category and level; the owner adds, edits and removes. */
export function SkillsSection({ skills, editable }: { skills: Skill[]; editable: boolean }) {
  const [deleteSkill] = useDeleteSkillMutation();
  return (
    <ListSection
      items={skills}
      editable={editable}
      texts={T}
      deletion={{
        remove: (id) => deleteSkill(id).unwrap(),
        title: T.removeTitle,
        text: STUDENT_MESSAGES.skillRemoveConfirm,
        confirmLabel: T.remove,
        deleted: STUDENT_MESSAGES.skillRemoved,
        failed: STUDENT_MESSAGES.skillRemoveFailed,
      }}
      Dialog={SkillDialog}
      itemName={(skill) => skill.skill_name}
      renderItem={(skill, actions) => <SkillRow skill={skill} actions={actions} />}
    />
  );
}

/** A skill's name and percent, its category under them, and the level as a bar. */
function SkillRow({ skill, actions }: { skill: Skill; actions: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
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
      {actions}
    </Box>
  );
}
