import { api } from '@yrkesbro/api-client';
import type {
  BusinessDirectoryQuery,
  BusinessDirectoryResponse,
  BusinessProfile,
} from '@yrkesbro/contracts';
import { withoutEmpty } from '@yrkesbro/ui';

export type BusinessDirectoryArgs = Partial<BusinessDirectoryQuery>;

/** The business directory and a business's public page, as students see them. */
export const studentBusinessesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBusinessDirectory: build.query<BusinessDirectoryResponse, BusinessDirectoryArgs>({
      query: (args) => ({ url: '/businesses', params: withoutEmpty(args) }),
    }),
    getBusinessPage: build.query<BusinessProfile, string>({
      query: (uuid) => `/businesses/${encodeURIComponent(uuid)}`,
    }),
  }),
});

export const { useGetBusinessDirectoryQuery, useGetBusinessPageQuery } = studentBusinessesApi;
