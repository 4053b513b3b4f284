import type { PublicStudentProfile, StudentProfile } from './students.ts';

/** One part of the profile completion score. */
export interface CompletionPart {
  key: string;
  label: string;
  weight: number;
}

/**
 * How complete a profile is. The spec leaves the formula open, so this is ours: the parts a
 * business looks at, weighted by how much they tell, summing to 100. A badge, earned by passing a
 * skill assessment, counts a little: it is proof rather than a claim. Used by the dashboard bar, the admin lists
 * and the directory's sorting (the API stores the result on every change).
 */
export const COMPLETION_PARTS = [
  { key: 'photo', label: 'Profilbilde', weight: 10 },
  { key: 'name', label: 'Navn', weight: 10 },
  { key: 'headline', label: 'Overskrift', weight: 10 },
  { key: 'bio', label: 'Om meg', weight: 10 },
  { key: 'location', label: 'Sted', weight: 5 },
  { key: 'lookingfor', label: 'Hva du ser etter', weight: 5 },
  { key: 'video', label: 'Video-CV', weight: 5 },
  { key: 'education', label: 'Utdanning', weight: 10 },
  { key: 'skills', label: 'Ferdigheter', weight: 10 },
  { key: 'work', label: 'Arbeidserfaring', weight: 5 },
  { key: 'grades', label: 'Karakterer', weight: 10 },
  { key: 'projects', label: 'Prosjekter', weight: 5 },
  { key: 'badges', label: 'Merker fra ferdighetstester', weight: 5 },
] as const satisfies readonly CompletionPart[];
export type CompletionKey = (typeof COMPLETION_PARTS)[number]['key'];

/** The facts the score reads: present text and media, and how many items each list holds. */
export interface CompletionInput {
  profile_picture_url: string | null;
  name: string | null;
  headline: string | null;
  bio: string | null;
  location: string | null;
  lookingfor: string | null;
  video_resumes: string | null;
  education_count: number;
  skills_count: number;
  work_count: number;
  grades_count: number;
  projects_count: number;
  badges_count: number;
}

export function completedParts(input: CompletionInput): Record<CompletionKey, boolean> {
  const has = (text: string | null) => Boolean(text?.trim());
  return {
    photo: has(input.profile_picture_url),
    name: has(input.name),
    headline: has(input.headline),
    bio: has(input.bio),
    location: has(input.location),
    lookingfor: has(input.lookingfor),
    video: has(input.video_resumes),
    education: input.education_count > 0,
    skills: input.skills_count > 0,
    work: input.work_count > 0,
    grades: input.grades_count > 0,
    projects: input.projects_count > 0,
    badges: input.badges_count > 0,
  };
}

/** 0–100, a whole number. */
export function profileCompletion(input: CompletionInput): number {
  const done = completedParts(input);
  return COMPLETION_PARTS.reduce((sum, part) => sum + (done[part.key] ? part.weight : 0), 0);
}

/** The parts still missing, in display order (the dashboard lists them under the bar). */
export function missingParts(input: CompletionInput): CompletionPart[] {
  const done = completedParts(input);
  return COMPLETION_PARTS.filter((part) => !done[part.key]);
}

/** The input the score reads, from a profile with all its parts (the owner's, or the API's before a plan hides some). */
export function completionInputOf(
  profile: PublicStudentProfile & Pick<StudentProfile, 'grades' | 'projects'>,
): CompletionInput {
  return {
    ...profile,
    education_count: profile.education.length,
    skills_count: profile.skills.length,
    work_count: profile.work_experience.length,
    grades_count: profile.grades.length,
    projects_count: profile.projects.length,
    badges_count: profile.badges.length,
  };
}
