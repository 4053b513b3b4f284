import { api } from '@yrkesbro/api-client';
import type {
  MessageResponse,
  PublicJobRequest,
  PublicJobResponse,
  VerifyOtpRequest,
} from '@yrkesbro/contracts';

/** /jobs/post's calls: post a job without an account, then confirm it with the e-mailed code. */
export const postJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    postPublicJob: build.mutation<PublicJobResponse, PublicJobRequest>({
      query: (body) => ({ url: '/jobs/public', method: 'POST', body }),
    }),
    verifyPublicJob: build.mutation<MessageResponse, VerifyOtpRequest>({
      query: (body) => ({ url: '/jobs/verify-otp', method: 'POST', body }),
    }),
  }),
});

export const { usePostPublicJobMutation, useVerifyPublicJobMutation } = postJobApi;
