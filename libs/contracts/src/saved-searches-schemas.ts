import { mixed } from './yup-locale.ts';
import type { InferType } from 'yup';
import { jobSearchSchema } from './jobs-schemas.ts';
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
} from './saved-searches.ts';
import type { AlertFrequency } from './saved-searches.ts';
import { typedText } from './text-schemas.ts';

/** POST /api/jobs/saved-searches: the search as the job list's address holds it, and a name. */
export const savedSearchSchema = jobSearchSchema
  .pick(['q', 'location', 'vocation', 'job_type'])
  .shape({
    name: typedText()
      .required(SAVED_SEARCH_MESSAGES.nameRequired)
      .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong),
    frequency: mixed<AlertFrequency>()
      .oneOf([...ALERT_FREQUENCIES], SAVED_SEARCH_MESSAGES.frequencyRequired)
      .required(SAVED_SEARCH_MESSAGES.frequencyRequired),
  });
export type SavedSearchRequest = InferType<typeof savedSearchSchema>;
