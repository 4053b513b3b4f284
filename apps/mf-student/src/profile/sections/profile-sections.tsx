import Stack from '@mui/material/Stack';
import type { PublicStudentProfile } from '@yrkesbro/contracts';
import { BadgesRow } from './badges-row.tsx';
import { EducationSection } from './education-section.tsx';
import { GradesSection } from './grades-section.tsx';
import { ProjectsSection } from './projects-section.tsx';
import { SkillsSection } from './skills-section.tsx';
import { WorkExperienceSection } from './work-experience-section.tsx';

/**
 * The profile's lists in the spec's order. `editable` is the owner's view: add, edit and
 * delete; without it (the public profile) they only show.
 */
export function ProfileSections({
  profile,
  editable,
}: {
  profile: PublicStudentProfile;
  editable: boolean;
}) {
  return (
    <Stack spacing={3}>
      <BadgesRow badges={profile.badges} />
      <EducationSection education={profile.education} editable={editable} />
      <SkillsSection skills={profile.skills} editable={editable} />
      <WorkExperienceSection workExperience={profile.work_experience} editable={editable} />
      <GradesSection grades={profile.grades} editable={editable} />
      <ProjectsSection projects={profile.projects} editable={editable} />
    </Stack>
  );
}
