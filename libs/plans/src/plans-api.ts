import { api } from '@yrkesbro/api-client';
import type {
  CheckoutRequest,
  CheckoutResponse,
  FavoriteStudent,
  StudentAlerts,
  StudentAlertsRequest,
  SubscriptionStatus,
} from '@yrkesbro/contracts';

/**
 * Plans, checkout and favourite students, injected into the product's one api. A paid plan or
 * a changed favourite changes what the directory and a profile answer, so both re-read.
 */
export const plansApi = api
  .enhanceEndpoints({
    addTagTypes: ['Subscription', 'FavoriteStudents', 'StudentDirectory', 'PublicStudentProfile'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getSubscription: build.query<SubscriptionStatus, void>({
        query: () => '/subscription',
        providesTags: ['Subscription'],
      }),
      createCheckoutSession: build.mutation<CheckoutResponse, CheckoutRequest>({
        query: (body) => ({ url: '/subscription/create-checkout-session', method: 'POST', body }),
      }),
      verifyCheckoutSession: build.mutation<SubscriptionStatus, string>({
        query: (sessionId) => ({
          url: '/subscription/verify-session',
          method: 'POST',
          body: { sessionId },
        }),
        invalidatesTags: (_result, error) =>
          error ? [] : ['Subscription', 'StudentDirectory', 'PublicStudentProfile'],
      }),
      getStudentAlerts: build.query<StudentAlerts, void>({
        query: () => '/subscription/alerts',
        providesTags: ['Subscription'],
      }),
      updateStudentAlerts: build.mutation<StudentAlerts, StudentAlertsRequest>({
        query: (body) => ({ url: '/subscription/alerts', method: 'PUT', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['Subscription']),
      }),
      getFavoriteStudents: build.query<FavoriteStudent[], void>({
        query: () => '/users/favorites',
        providesTags: ['FavoriteStudents'],
      }),
      setFavoriteStudent: build.mutation<void, { studentUuid: string; favorite: boolean }>({
        query: ({ studentUuid, favorite }) => ({
          url: `/users/favorites/${encodeURIComponent(studentUuid)}`,
          method: favorite ? 'POST' : 'DELETE',
        }),
        invalidatesTags: (_result, error) =>
          error ? [] : ['FavoriteStudents', 'StudentDirectory', 'PublicStudentProfile'],
      }),
    }),
  });

export const {
  useGetSubscriptionQuery,
  useCreateCheckoutSessionMutation,
  useVerifyCheckoutSessionMutation,
  useGetStudentAlertsQuery,
  useUpdateStudentAlertsMutation,
  useGetFavoriteStudentsQuery,
  useSetFavoriteStudentMutation,
} = plansApi;
