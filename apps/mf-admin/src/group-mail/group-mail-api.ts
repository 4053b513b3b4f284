import { api } from '@yrkesbro/api-client';
import type {
  GroupMailRequest,
  GroupMailResponse,
  MailingGroup,
  MailingHistoryEntry,
  RecipientListResponse,
} from '@yrkesbro/contracts';

const RECIPIENT_PATHS: Record<MailingGroup, string> = {
  student: '/admin/emails/students',
  business: '/admin/emails/businesses',
};

/** Group mail: who it would reach, sending it, and how far each mailing has got. */
export const groupMailApi = api
  .enhanceEndpoints({ addTagTypes: ['MailHistory', 'AdminStats'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRecipients: build.query<RecipientListResponse, MailingGroup>({
        query: (group) => RECIPIENT_PATHS[group],
      }),
      getMailHistory: build.query<MailingHistoryEntry[], void>({
        query: () => '/admin/emails/history',
        providesTags: ['MailHistory'],
      }),
      sendGroupMail: build.mutation<GroupMailResponse, GroupMailRequest>({
        query: (body) => ({ url: '/admin/emails/send', method: 'POST', body }),
        invalidatesTags: ['MailHistory', 'AdminStats'],
      }),
    }),
  });

export const { useGetRecipientsQuery, useGetMailHistoryQuery, useSendGroupMailMutation } =
  groupMailApi;
