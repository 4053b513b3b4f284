import { mixed, number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { ASSESSMENT_MESSAGES } from './assessments.ts';

export const assessmentAnswersSchema = object({
  attemptId: string().uuid(ASSESSMENT_MESSAGES.noAttempt).required(ASSESSMENT_MESSAGES.noAttempt),
  // mixed, not object(): an object schema would strip the question ids it does not know.
  answers: mixed<Record<string, number>>()
    .default({})
    .test(
      'answers',
      ASSESSMENT_MESSAGES.answerInvalid,
      (answers) =>
        typeof answers === 'object' &&
        answers !== null &&
        !Array.isArray(answers) &&
        Object.values(answers).every((value) => Number.isInteger(value) && value >= 0),
    ),
});

export const assessmentProgressSchema = assessmentAnswersSchema.shape({
  currentIndex: number().integer().min(0).default(0),
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
