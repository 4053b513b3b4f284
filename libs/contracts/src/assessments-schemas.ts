import { mixed, number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { ASSESSMENT_MESSAGES } from './assessments.ts';

const attemptId = string().uuid(ASSESSMENT_MESSAGES.noAttempt);

// mixed, not object(): an object schema would strip the question ids it does not know.
const answers = mixed<Record<string, number>>()
  .default({})
  .test(
    'answers',
    ASSESSMENT_MESSAGES.answerInvalid,
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((choice) => Number.isInteger(choice) && choice >= 0),
  );

export const assessmentProgressSchema = object({
  attemptId: attemptId.required(ASSESSMENT_MESSAGES.noAttempt),
  answers,
  currentIndex: number().integer().min(0).default(0),
});

/**
 * The spec's submit body is `{answers, time_taken}`; without `attemptId` the student's open
 * attempt is the one submitted. `time_taken` is taken and ignored: the server measures the time
 * from the attempt's start itself, so a client cannot claim a faster one.
 */
export const assessmentSubmitSchema = object({
  attemptId: attemptId.optional(),
  answers,
  time_taken: number().min(0).optional(),
});

export const assessmentFeedbackSchema = object({
  rating: number()
    .integer(ASSESSMENT_MESSAGES.ratingInvalid)
    .min(1, ASSESSMENT_MESSAGES.ratingInvalid)
    .max(5, ASSESSMENT_MESSAGES.ratingInvalid)
    .required(ASSESSMENT_MESSAGES.ratingInvalid),
  comment: string().trim().max(2000).default(''),
});
export type AssessmentFeedbackRequest = InferType<typeof assessmentFeedbackSchema>;
