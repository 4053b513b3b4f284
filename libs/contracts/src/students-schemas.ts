import { array, mixed, number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import {
  STUDENT_MESSAGES,
  fieldEmptyMessage,
  fieldTooLongMessage,
  PROFILE_TEXT_MAX,
  STUDENT_LIMITS,
  LOOKING_FOR,
  PROFILE_GRADIENT_OPTIONS,
  GRADE_REVIEW_LISTS,
} from './students.ts';
import type { LookingFor, GradeReviewList } from './students.ts';
import { typedText } from './text-schemas.ts';
import { hasVisibleText } from './visible-text.ts';

/** A text of at most `max` characters; over it, the message names the field and the limit. */
const text = (field: string, max: number) => typedText().max(max, fieldTooLongMessage(field, max));

const optionalText = (field: string, max: number) =>
  text(field, max).min(1, fieldEmptyMessage(field));

/**
 * PUT /api/users/profile: any subset of the fields. Text fields may not be emptied (the inline
 * editor's rule); the photo and the video CV can only be removed here, uploads set them.
 */
export const profileUpdateSchema = object({
  name: optionalText('Navn', PROFILE_TEXT_MAX.name).optional(),
  headline: optionalText('Overskrift', PROFILE_TEXT_MAX.headline).optional(),
  bio: optionalText('Om meg', PROFILE_TEXT_MAX.bio).optional(),
  location: optionalText('Sted', PROFILE_TEXT_MAX.location).optional(),
  lookingfor: mixed<LookingFor>()
    .oneOf([...LOOKING_FOR], 'Velg hva du ser etter')
    .optional(),
  gradient: string()
    .oneOf(
      PROFILE_GRADIENT_OPTIONS.map((g): string => g.className),
      'Ukjent profiltema',
    )
    .optional(),
  profile_picture_url: string()
    .nullable()
    .oneOf([null], 'Profilbildet endres ved å laste opp et nytt bilde')
    .optional(),
  video_resumes: string()
    .nullable()
    .oneOf([null], 'Video-CV-en endres ved å laste opp en ny video')
    .optional(),
});
export type ProfileUpdateRequest = InferType<typeof profileUpdateSchema>;

const requiredField = (field: string, max: number) =>
  text(field, max).required(STUDENT_MESSAGES.requiredFields);

/**
 * A period in the student's own words («2019–2022», «Høsten 2023 – nå»); when it names two years,
 * the first is not after the last («2099-1900» was saved as typed).
 */
const periodField = () =>
  requiredField('Periode', PROFILE_TEXT_MAX.period).test(
    'years-in-order',
    STUDENT_MESSAGES.periodReversed,
    (period) => {
      const years = (period ?? '').match(/\b\d{4}\b/g);
      return years?.length !== 2 || Number(years[0]) <= Number(years[1]);
    },
  );

/** POST /api/users/education and PUT /api/users/education/{id}. */
export const educationSchema = object({
  educationName: requiredField('Utdanning', PROFILE_TEXT_MAX.educationName),
  schoolName: requiredField('Skole', PROFILE_TEXT_MAX.schoolName),
  yearPeriod: periodField(),
  description: text('Beskrivelse', PROFILE_TEXT_MAX.educationDescription).default(''),
});
export type EducationRequest = InferType<typeof educationSchema>;

/** POST /api/users/skills. */
export const skillSchema = object({
  name: text('Ferdighet', PROFILE_TEXT_MAX.skillName).required(STUDENT_MESSAGES.skillNameRequired),
  proficiency: number()
    .typeError(STUDENT_MESSAGES.skillProficiencyInvalid)
    .integer(STUDENT_MESSAGES.skillProficiencyInvalid)
    .min(0, STUDENT_MESSAGES.skillProficiencyInvalid)
    .max(100, STUDENT_MESSAGES.skillProficiencyInvalid)
    .default(STUDENT_LIMITS.skillProficiencyDefault),
  vocationId: number()
    .typeError(STUDENT_MESSAGES.skillVocationRequired)
    .integer(STUDENT_MESSAGES.skillVocationRequired)
    .positive(STUDENT_MESSAGES.skillVocationRequired)
    // PostgreSQL's integer; past it the id cannot exist.
    .max(2_147_483_647, STUDENT_MESSAGES.skillVocationRequired)
    .required(STUDENT_MESSAGES.skillVocationRequired),
});
export type SkillRequest = InferType<typeof skillSchema>;

/** POST /api/users/work. */
export const workExperienceSchema = object({
  year_period: periodField(),
  company: requiredField('Bedrift', PROFILE_TEXT_MAX.company),
  position: requiredField('Stilling', PROFILE_TEXT_MAX.position),
  description: requiredField('Beskrivelse', PROFILE_TEXT_MAX.workDescription),
});
export type WorkExperienceRequest = InferType<typeof workExperienceSchema>;

/** One row of POST /api/users/grades: the form marks the rows it refuses. */
export const gradeRowSchema = object({
  subject: text('Fag', PROFILE_TEXT_MAX.gradeSubject).default(''),
  // A number is on the school's scale, 1 to 6, with a teacher's «5-» or «4+» allowed; anything
  // else must hold a letter (Bestått, Godkjent, IV), so «-2» or a row of emoji is refused.
  grade: text('Karakter', PROFILE_TEXT_MAX.grade)
    .test('school-scale', STUDENT_MESSAGES.gradeOffScale, (grade = '') => {
      if (grade.trim() === '') return true;
      const number = /^\s*([+-]?\d+(?:[.,]\d+)?)\s*[+-]?\s*$/.exec(grade)?.[1];
      if (number === undefined) return /\p{L}/u.test(grade);
      const value = Number(number.replace(',', '.'));
      return value >= 1 && value <= 6;
    })
    .default(''),
});

/** POST /api/users/grades: blank rows are dropped before the at-least-one rule. */
export const gradesSchema = object({
  grades: array(gradeRowSchema)
    .typeError(STUDENT_MESSAGES.gradeRequired)
    // Rows that are not two texts, or have a blank one, are dropped (the form's blank rows).
    // Blank is what the row's fields read as empty: a subject of zero-width spaces kept here
    // would be saved as an empty one.
    .transform((rows: unknown) =>
      Array.isArray(rows)
        ? rows.filter(
            (row: { subject?: unknown; grade?: unknown } | null) =>
              typeof row?.subject === 'string' &&
              typeof row?.grade === 'string' &&
              hasVisibleText(row.subject) &&
              hasVisibleText(row.grade),
          )
        : rows,
    )
    .min(1, STUDENT_MESSAGES.gradeRequired)
    .max(40, 'Legg til høyst 40 karakterer om gangen')
    .required(STUDENT_MESSAGES.gradeRequired),
});
export type GradesRequest = InferType<typeof gradesSchema>;

/** The text fields of POST and PUT /api/users/projects; the images travel beside them. */
export const projectSchema = object({
  project_title: text('Tittel', PROFILE_TEXT_MAX.projectTitle).required(
    STUDENT_MESSAGES.projectTitleRequired,
  ),
  description: text('Beskrivelse', PROFILE_TEXT_MAX.projectDescription).required(
    STUDENT_MESSAGES.projectDescriptionRequired,
  ),
  project_link: string()
    .trim()
    .matches(/^(https?:\/\/[^\s.]+\.[^\s]+)?$/i, STUDENT_MESSAGES.projectLinkInvalid)
    .max(PROFILE_TEXT_MAX.projectLink, STUDENT_MESSAGES.projectLinkInvalid)
    .default(''),
});
export type ProjectRequest = InferType<typeof projectSchema>;

/** GET /api/admin/grade-verifications?list=pending|auto. */
export const gradeReviewListSchema = object({
  list: mixed<GradeReviewList>()
    .oneOf([...GRADE_REVIEW_LISTS], 'Ukjent liste')
    .default('pending'),
});
export type GradeReviewListQuery = InferType<typeof gradeReviewListSchema>;

/**
 * POST /api/admin/grade-verifications/{id}/review: the grades the document shows; the rest of
 * the grades under review lose their mark (a spot check can take an automatic one back).
 */
export const gradeReviewSchema = object({
  approvedGradeIds: array(string().uuid('Ugyldig karakter-id').required()).default([]),
});
export type GradeReviewRequest = InferType<typeof gradeReviewSchema>;
