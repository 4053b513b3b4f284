import { boolean, mixed, number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  todayInNorway,
  isFutureInNorway,
  latestInterviewDay,
} from './applications.ts';
import type { ApplicationStatus } from './applications.ts';
import { MEETING_TYPES, ONLINE_MEETING } from './meetings.ts';
import type { MeetingType } from './meetings.ts';
import { pageField } from './pagination-schemas.ts';
import { typedText } from './text-schemas.ts';

/** POST /api/jobs/{uuid}/apply. */
export const applySchema = object({
  cover_letter: typedText().max(5000).required(APPLICATION_MESSAGES.coverLetterRequired),
  resume_url: string()
    .trim()
    .matches(/^https?:\/\/[^\s]+$/i, APPLICATION_MESSAGES.resumeUrlInvalid)
    .max(500, APPLICATION_MESSAGES.resumeUrlTooLong)
    .required(APPLICATION_MESSAGES.resumeUrlRequired),
});
export type ApplyRequest = InferType<typeof applySchema>;

/** PUT /api/businesses/applications/{uuid}/status. */
export const applicationStatusSchema = object({
  status: mixed<ApplicationStatus>()
    .oneOf([...APPLICATION_STATUSES], APPLICATION_MESSAGES.statusInvalid)
    .required(APPLICATION_MESSAGES.statusInvalid),
  // The status the business saw: a change made meanwhile (another tab) is refused, not
  // overwritten. Optional, so that a client without it is served as before.
  from: mixed<ApplicationStatus>()
    .oneOf([...APPLICATION_STATUSES], APPLICATION_MESSAGES.statusInvalid)
    .optional(),
});
export type ApplicationStatusRequest = InferType<typeof applicationStatusSchema>;

/** POST /api/businesses/applications/{uuid}/schedule-interview: plans or moves the interview. */
export const scheduleInterviewSchema = object({
  interviewDate: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, APPLICATION_MESSAGES.interviewDateRequired)
    .test(
      'not-past',
      APPLICATION_MESSAGES.interviewDatePast,
      (value) => !value || value >= todayInNorway(),
    )
    .test(
      'not-too-far',
      APPLICATION_MESSAGES.interviewDateTooFar,
      (value) => !value || value <= latestInterviewDay(),
    )
    .required(APPLICATION_MESSAGES.interviewDateRequired),
  interviewTime: string()
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, APPLICATION_MESSAGES.interviewTimeRequired)
    // An earlier day is the date's own message; the time answers for today.
    .test(
      'future',
      APPLICATION_MESSAGES.interviewTimePast,
      (time, context) =>
        context.parent.interviewDate < todayInNorway() ||
        isFutureInNorway(context.parent.interviewDate, time),
    )
    .required(APPLICATION_MESSAGES.interviewTimeRequired),
  meetingType: mixed<MeetingType>()
    .oneOf([...MEETING_TYPES], APPLICATION_MESSAGES.meetingTypeInvalid)
    .required(APPLICATION_MESSAGES.meetingTypeInvalid),
  location: typedText()
    .max(200)
    .when('meetingType', {
      is: 'physical',
      then: (s) => s.required(APPLICATION_MESSAGES.interviewLocationRequired),
      // A digital meeting may carry its link; without one it is the placeholder.
      otherwise: (s) =>
        s
          .transform((value: string | undefined) => value || ONLINE_MEETING)
          .default(ONLINE_MEETING)
          .test(
            'link',
            APPLICATION_MESSAGES.meetingLinkInvalid,
            (value) => value === ONLINE_MEETING || /^https?:\/\/\S+$/i.test(value ?? ''),
          ),
    }),
  // Whether the business saw an interview to move or none yet: one cancelled or planned
  // meanwhile makes the send another act than the one it chose. Optional, as `from` above.
  moving: boolean().optional(),
});
export type ScheduleInterviewRequest = InferType<typeof scheduleInterviewSchema>;

/** GET /api/businesses/applications/all and /{jobUuid}: a page of them, newest first. */
export const businessApplicationsQuerySchema = object({
  page: pageField(),
  limit: number().integer().min(1).max(50).default(20),
});
export type BusinessApplicationsQuery = InferType<typeof businessApplicationsQuerySchema>;
