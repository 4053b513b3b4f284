import { api } from '@yrkesbro/api-client';
import type {
  GradeReviewList,
  GradeReviewRequest,
  PendingGradeVerification,
} from '@yrkesbro/contracts';

/** The grade documents an admin reads (to decide, or to spot-check), and the decision on each. */
export const gradeReviewsApi = api
  .enhanceEndpoints({ addTagTypes: ['GradeReviews'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getGradeReviews: build.query<PendingGradeVerification[], GradeReviewList>({
        query: (list) => ({ url: '/admin/grade-verifications', params: { list } }),
        providesTags: ['GradeReviews'],
      }),
      reviewGrades: build.mutation<void, GradeReviewRequest & { id: string }>({
        query: ({ id, ...body }) => ({
          url: `/admin/grade-verifications/${encodeURIComponent(id)}/review`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['GradeReviews'],
      }),
    }),
  });

export const { useGetGradeReviewsQuery, useReviewGradesMutation } = gradeReviewsApi;
