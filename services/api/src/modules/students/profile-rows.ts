import type {
  Badge,
  Education,
  Grade,
  GradeVerificationStatus,
  Project,
  Skill,
  WorkExperience,
} from '@yrkesbro/contracts';

// The rows of each list as the repositories answer them, and the API's shape of each. A
// timestamp is a Date from a list's own query, and text when the lists came together as JSON
// (ProfileListsRepository); the API's shapes read both with `new Date`.

export interface EducationRow {
  id: string;
  education_name: string;
  school_name: string;
  year_period: string;
  description: string;
}
export const toEducation = (row: EducationRow): Education => ({ ...row });

export interface SkillRow {
  id: string;
  skill_name: string;
  proficiency: number;
  vocation_id: number;
  vocation_name: string;
}
export const toSkill = (row: SkillRow): Skill => ({ ...row, proficiency: Number(row.proficiency) });

export interface WorkRow {
  id: string;
  position: string;
  company: string;
  year_period: string;
  description: string;
}
export const toWorkExperience = (row: WorkRow): WorkExperience => ({
  id: row.id,
  work_title: row.position,
  work_name: row.company,
  year_period: row.year_period,
  description: row.description,
});

export interface GradeRow {
  id: string;
  subject: string;
  grade: string;
  verification_status: GradeVerificationStatus;
  verified_at: Date | string | null;
}
export const toGrade = (row: GradeRow): Grade => ({
  idstudent_grades: row.id,
  name: row.subject,
  grade: row.grade,
  verifiedAt: row.verified_at ? new Date(row.verified_at).toISOString() : null,
  verification_status: row.verification_status,
});

export interface ProjectRow {
  id: string;
  title: string;
  description: string;
  link: string | null;
  image_urls: string[];
}
export const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  project_title: row.title,
  description: row.description,
  project_link: row.link,
  project_images: row.image_urls,
});

export interface BadgeRow {
  id: string;
  name: string;
  description: string;
  image_url: string | null;
  earned_at: Date | string;
}
export const toBadge = (row: BadgeRow): Badge => ({
  ...row,
  earned_at: new Date(row.earned_at).toISOString(),
});
