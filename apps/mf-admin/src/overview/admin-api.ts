import { api } from '@yrkesbro/api-client';
import type { AdminBusinessRow, AdminPage, AdminStats, AdminStudentRow } from '@yrkesbro/contracts';

export interface AdminListArgs {
  q: string;
  page: number;
}

/** The admin overview's numbers and profile lists; search and paging happen on the server. */
export const adminApi = api.enhanceEndpoints({ addTagTypes: ['AdminStats'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin/stats',
      providesTags: ['AdminStats'],
    }),
    getAdminStudents: build.query<AdminPage<AdminStudentRow>, AdminListArgs>({
      query: (params) => ({ url: '/admin/students', params }),
    }),
    getAdminBusinesses: build.query<AdminPage<AdminBusinessRow>, AdminListArgs>({
      query: (params) => ({ url: '/admin/businesses', params }),
    }),
  }),
});

export const { useGetAdminStatsQuery, useGetAdminStudentsQuery, useGetAdminBusinessesQuery } =
  adminApi;
