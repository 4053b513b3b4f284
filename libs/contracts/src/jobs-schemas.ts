import { array, mixed, number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import {
  JOB_MESSAGES,
  JOB_TYPES,
  JOB_STATUSES,
  splitRequirements,
  POSTED_ANSWER_STATUSES,
  JOB_SORTS,
} from './jobs.ts';
import type { JobType, JobStatus, JobSort } from './jobs.ts';
import { pageField } from './pagination-schemas.ts';
import { PLACE_TEXT_MAX, SEARCH_TEXT_MAX } from './search-limits.ts';
import { DELIVERABLE_EMAIL, deliverable } from './deliverable-email.ts';
import { typedText } from './text-schemas.ts';

const REQUIREMENT_MAX = 200;
const REQUIREMENTS_MAX = 30;

const requirementsField = () =>
  array(typedText().required().max(REQUIREMENT_MAX, JOB_MESSAGES.requirementTooLong))
    .transform((value, original) =>
      typeof original === 'string' ? splitRequirements(original) : value,
    )
    .min(1, JOB_MESSAGES.requirementsRequired)
    .max(REQUIREMENTS_MAX, JOB_MESSAGES.tooManyRequirements)
    .required(JOB_MESSAGES.requirementsRequired);

const jobFields = {
  title: typedText().max(150).required(JOB_MESSAGES.titleRequired),
  description: typedText().max(10000).required(JOB_MESSAGES.descriptionRequired),
  requirements: requirementsField(),
  location: typedText().max(120).required(JOB_MESSAGES.locationRequired),
  salary_min: number()
    .typeError(JOB_MESSAGES.salaryMinPositive)
    .integer()
    .min(1, JOB_MESSAGES.salaryMinPositive)
    .max(100_000_000)
    .required(JOB_MESSAGES.salaryMinPositive),
  salary_max: number()
    .typeError(JOB_MESSAGES.salaryMaxPositive)
    .integer()
    .min(1, JOB_MESSAGES.salaryMaxPositive)
    .max(100_000_000)
    // A test of its own: a second `.min` would replace the first, and a maximum of 0 would pass
    // beside a minimum of 0.
    .test('at-least-salary-min', JOB_MESSAGES.salaryMaxAtLeastMin, function atLeastMin(max) {
      const min: unknown = this.parent.salary_min;
      return typeof max !== 'number' || typeof min !== 'number' || max >= min;
    })
    .required(JOB_MESSAGES.salaryMaxPositive),
  vocation_id: number()
    .typeError(JOB_MESSAGES.vocationRequired)
    .integer()
    .positive()
    .required(JOB_MESSAGES.vocationRequired),
  status: mixed<JobStatus>().oneOf(JOB_STATUSES, JOB_MESSAGES.statusInvalid).default('open'),
};

/** POST /api/businesses/jobs and PUT /api/businesses/jobs/{uuid}. */
export const jobSchema = object({
  ...jobFields,
  job_type: mixed<JobType>()
    .oneOf(
      ['full-time', 'part-time', 'contract', 'internship', 'apprenticeship'],
      JOB_MESSAGES.jobTypeInvalid,
    )
    .required(JOB_MESSAGES.jobTypeInvalid),
});
export type JobRequest = InferType<typeof jobSchema>;

/** POST /api/jobs/public: the quick form plus who is posting. */
export const publicJobSchema = object({
  ...jobFields,
  job_type: mixed<JobType>()
    .oneOf(['full-time', 'part-time', 'internship', 'temporary'], JOB_MESSAGES.jobTypeInvalid)
    .required(JOB_MESSAGES.jobTypeInvalid),
  email: string()
    .trim()
    .email(JOB_MESSAGES.emailInvalid)
    .matches(DELIVERABLE_EMAIL, deliverable(JOB_MESSAGES.emailInvalid))
    .required(JOB_MESSAGES.emailRequired),
  company_name: typedText().max(200).required(JOB_MESSAGES.companyRequired),
  /** The address shown on the ad, if the poster wants one shown; empty shows none. */
  contact_email: string()
    .trim()
    .email(JOB_MESSAGES.emailInvalid)
    .matches(DELIVERABLE_EMAIL, deliverable(JOB_MESSAGES.emailInvalid))
    .max(254)
    .default(''),
});
export type PublicJobRequest = InferType<typeof publicJobSchema>;

/** PUT /api/jobs/manage/{token}: the poster without an account changes the ad. */
export const managedJobSchema = publicJobSchema.omit(['email', 'company_name']);
export type ManagedJobRequest = InferType<typeof managedJobSchema>;

/** PUT /api/jobs/manage/{token}/applications/{uuid}. */
export const postedApplicationAnswerSchema = object({
  status: mixed<(typeof POSTED_ANSWER_STATUSES)[number]>()
    .oneOf([...POSTED_ANSWER_STATUSES], JOB_MESSAGES.answerStatusInvalid)
    .required(JOB_MESSAGES.answerStatusInvalid),
  message: string().trim().max(2000, JOB_MESSAGES.answerTooLong).default(''),
});
export type PostedApplicationAnswer = InferType<typeof postedApplicationAnswerSchema>;

/** POST /api/jobs/verify-otp. */
export const verifyOtpSchema = object({
  email: string()
    .trim()
    .email(JOB_MESSAGES.emailInvalid)
    .matches(DELIVERABLE_EMAIL, deliverable(JOB_MESSAGES.emailInvalid))
    .required(JOB_MESSAGES.emailRequired),
  otp: string()
    .trim()
    .matches(/^\d{6}$/, JOB_MESSAGES.otpInvalid)
    .required(JOB_MESSAGES.otpInvalid),
  jobUuid: string().uuid(JOB_MESSAGES.notFound).required(JOB_MESSAGES.notFound),
});
export type VerifyOtpRequest = InferType<typeof verifyOtpSchema>;

/** GET /api/jobs query: everything optional; the server searches, filters, sorts and pages. */
export const jobSearchSchema = object({
  q: string().trim().max(SEARCH_TEXT_MAX).default(''),
  location: string().trim().max(PLACE_TEXT_MAX).default(''),
  vocation: number().integer().positive().optional(),
  job_type: mixed<JobType>()
    .oneOf([...JOB_TYPES])
    .optional(),
  business: string().uuid().optional(),
  sort: mixed<JobSort>()
    .oneOf([...JOB_SORTS])
    .optional(),
  page: pageField(),
  limit: number().integer().min(1).max(50).default(12),
});
export type JobSearchQuery = InferType<typeof jobSearchSchema>;
