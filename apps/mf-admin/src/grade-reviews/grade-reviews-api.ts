import { api } from '@yrkesbro/api-client';
import type { GradeReviewRequest, PendingGradeVerification } from '@yrkesbro/contracts';

/** The grade documents the text match could not settle, and the admin's decision on each. */
export const gradeReviewsApi = api
  .enhanceEndpoints({ addTagTypes: ['GradeReviews'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPendingGradeReviews: build.query<PendingGradeVerification[], void>({
        query: () => '/admin/grade-verifications',
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

export const { useGetPendingGradeReviewsQuery, useReviewGradesMutation } = gradeReviewsApi;
