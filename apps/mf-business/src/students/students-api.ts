import { api } from '@yrkesbro/api-client';
import type { StudentDirectoryQuery, StudentDirectoryResponse } from '@yrkesbro/contracts';
import { withoutEmpty } from '@yrkesbro/ui';

export type StudentDirectoryArgs = Partial<StudentDirectoryQuery>;

/** The student directory, searched and paged by the server. */
export const studentsApi = api
  .enhanceEndpoints({ addTagTypes: ['StudentDirectory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStudentDirectory: build.query<StudentDirectoryResponse, StudentDirectoryArgs>({
        query: (args) => ({ url: '/users/students', params: withoutEmpty(args) }),
        providesTags: ['StudentDirectory'],
      }),
    }),
  });

export const { useGetStudentDirectoryQuery } = studentsApi;
