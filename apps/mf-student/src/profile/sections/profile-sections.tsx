import Stack from '@mui/material/Stack';
import type { PublicStudentProfile } from '@yrkesbro/contracts';
import { UpgradePrompt } from '@yrkesbro/plans';
import { TEXTS } from '../texts.ts';
import { BadgesRow } from './badges-row.tsx';
import { EducationSection } from './education-section.tsx';
import { GradesSection } from './grades-section.tsx';
import { ProjectsSection } from './projects-section.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionEmpty } from './section-empty.tsx';
import { SkillsSection } from './skills-section.tsx';
import { WorkExperienceSection } from './work-experience-section.tsx';

const T = TEXTS.sections;

/**
 * The profile's lists in the spec's order. `editable` is the owner's view: add, edit and
 * delete; without it (the public profile) they only show. Grades and projects a business's
 * plan leaves out are absent from the profile: the upgrade prompt takes their place, when
 * there are any (their counts say so); none behind the lock shows as an empty list. Another
 * student, who has no plan to buy (no `onUpgrade`), is told whom the grades are for.
 */
export function ProfileSections({
  profile,
  editable,
  onUpgrade,
}: {
  profile: PublicStudentProfile;
  editable: boolean;
  /** Opens the plan dialog from a locked section; a business's view only. */
  onUpgrade?: () => void;
}) {
  return (
    <Stack spacing={3}>
      <BadgesRow badges={profile.badges} editable={editable} />
      <EducationSection education={profile.education} editable={editable} />
      <SkillsSection skills={profile.skills} editable={editable} />
      <WorkExperienceSection workExperience={profile.work_experience} editable={editable} />
      {profile.grades || profile.grades_count === 0 ? (
        <GradesSection grades={profile.grades ?? []} editable={editable} />
      ) : onUpgrade ? (
        <UpgradePrompt title={T.gradesLocked} onUpgrade={onUpgrade} />
      ) : (
        <SectionCard title={T.gradesLocked}>
          <SectionEmpty text={T.gradesPrivate} />
        </SectionCard>
      )}
      {profile.projects || profile.projects_count === 0 ? (
        <ProjectsSection projects={profile.projects ?? []} editable={editable} />
      ) : (
        onUpgrade && <UpgradePrompt title={T.projectsLocked} onUpgrade={onUpgrade} />
      )}
    </Stack>
  );
}
