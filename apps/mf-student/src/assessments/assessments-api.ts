import { api } from '@yrkesbro/api-client';
import type {
  Assessment,
  AssessmentAttempt,
  AssessmentFeedback,
  AssessmentFeedbackRequest,
  AssessmentHistoryEntry,
  AssessmentProgressRequest,
  AssessmentResults,
  AssessmentSubmitRequest,
  VerifiedAssessmentScore,
} from '@yrkesbro/contracts';

const path = (id: string, rest = '') => `/assessments/${encodeURIComponent(id)}${rest}`;

/**
 * The assessment calls (seed 2, section 5), injected into the product's one api; the answers
 * that the spec names (assessments, history, result) are unwrapped here. Submitting
 * stores the answer as that assessment's results and refreshes the list, the history and the
 * profile's badges.
 */
export const assessmentsApi = api
  .enhanceEndpoints({
    addTagTypes: ['Assessments', 'AssessmentResults', 'StudentProfile', 'PublicStudentProfile'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAssessments: build.query<Assessment[], void>({
        query: () => '/assessments',
        transformResponse: (answer: { assessments: Assessment[] }) => answer.assessments,
        providesTags: ['Assessments'],
      }),
      getAssessmentHistory: build.query<AssessmentHistoryEntry[], void>({
        query: () => '/assessments/history',
        transformResponse: (answer: { history: AssessmentHistoryEntry[] }) => answer.history,
        providesTags: ['Assessments'],
      }),
      /** A student's best scores, shown on their public profile. */
      getVerifiedScores: build.query<VerifiedAssessmentScore[], string>({
        query: (userId) => `/assessments/users/${encodeURIComponent(userId)}/scores`,
        providesTags: ['Assessments'],
      }),
      getAssessmentResults: build.query<AssessmentResults, string>({
        query: (id) => path(id, '/results'),
        providesTags: (_result, _error, id) => [{ type: 'AssessmentResults', id }],
      }),
      startAssessment: build.mutation<AssessmentAttempt, string>({
        query: (id) => ({ url: path(id, '/start'), method: 'POST' }),
        invalidatesTags: ['Assessments'],
      }),
      saveAssessmentProgress: build.mutation<
        { saved: true },
        { id: string; body: AssessmentProgressRequest }
      >({
        query: ({ id, body }) => ({ url: path(id, '/progress'), method: 'PUT', body }),
      }),
      submitAssessment: build.mutation<
        AssessmentResults,
        { id: string; body: AssessmentSubmitRequest }
      >({
        query: ({ id, body }) => ({ url: path(id, '/submit'), method: 'POST', body }),
        transformResponse: (answer: { result: AssessmentResults }) => answer.result,
        invalidatesTags: ['Assessments', 'StudentProfile', 'PublicStudentProfile'],
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) {
            await dispatch(
              assessmentsApi.util.upsertQueryData('getAssessmentResults', id, result.data),
            );
          }
        },
      }),
      getAssessmentFeedback: build.query<{ feedback: AssessmentFeedback | null }, string>({
        query: (id) => path(id, '/feedback'),
      }),
      sendAssessmentFeedback: build.mutation<
        AssessmentFeedback,
        { id: string; body: AssessmentFeedbackRequest }
      >({
        query: ({ id, body }) => ({ url: path(id, '/feedback'), method: 'POST', body }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const result = await queryFulfilled.catch(() => null);
          if (result) {
            await dispatch(
              assessmentsApi.util.upsertQueryData('getAssessmentFeedback', id, {
                feedback: result.data,
              }),
            );
          }
        },
      }),
    }),
  });

export const {
  useGetAssessmentsQuery,
  useGetAssessmentHistoryQuery,
  useGetAssessmentResultsQuery,
  useGetVerifiedScoresQuery,
  useStartAssessmentMutation,
  useSaveAssessmentProgressMutation,
  useSubmitAssessmentMutation,
  useGetAssessmentFeedbackQuery,
  useSendAssessmentFeedbackMutation,
} = assessmentsApi;
