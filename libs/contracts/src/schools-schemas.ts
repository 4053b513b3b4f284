import { boolean, mixed, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { FYLKER, SCHOOL_CSV_MAX_BYTES, SCHOOL_MESSAGES } from './schools.ts';
import type { Fylke } from './schools.ts';
import { SEARCH_TEXT_MAX } from './search-limits.ts';
import { DELIVERABLE_EMAIL, deliverable } from './deliverable-email.ts';
import { typedText } from './text-schemas.ts';

export const schoolSchema = object({
  school_name: typedText().max(200).required(SCHOOL_MESSAGES.nameRequired),
  region: mixed<Fylke>()
    .oneOf([...FYLKER], SCHOOL_MESSAGES.regionInvalid)
    .required(SCHOOL_MESSAGES.regionInvalid),
  address: typedText().max(300).required(SCHOOL_MESSAGES.addressRequired),
  email: string()
    .trim()
    .lowercase()
    .email(SCHOOL_MESSAGES.emailInvalid)
    .matches(DELIVERABLE_EMAIL, deliverable(SCHOOL_MESSAGES.emailInvalid))
    .required(SCHOOL_MESSAGES.emailInvalid),
  email_is_example: boolean().default(false),
});
export type SchoolRequest = InferType<typeof schoolSchema>;

export const schoolListSchema = object({
  q: string().trim().max(SEARCH_TEXT_MAX).default(''),
  region: mixed<Fylke>()
    .oneOf([...FYLKER])
    .optional(),
});
export type SchoolListQuery = InferType<typeof schoolListSchema>;

export const schoolEmailSchema = object({
  schoolId: string().trim().required(SCHOOL_MESSAGES.notFound),
  emailContent: typedText().max(20000).required(SCHOOL_MESSAGES.emailContentRequired),
});
export type SchoolEmailRequest = InferType<typeof schoolEmailSchema>;

/** POST /api/schools/import: the CSV file's text, read in the browser. */
export const schoolImportSchema = object({
  csv: string()
    .max(SCHOOL_CSV_MAX_BYTES, SCHOOL_MESSAGES.csvTooLarge)
    .required(SCHOOL_MESSAGES.csvEmpty),
});
export type SchoolImportRequest = InferType<typeof schoolImportSchema>;
