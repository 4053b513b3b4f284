import { api } from '@yrkesbro/api-client';
import type {
  ConversationsQuery,
  ConversationsResponse,
  MayWriteResponse,
  Message,
  MessageHistory,
} from '@yrkesbro/contracts';

export const CONVERSATIONS = { type: 'Conversations', id: 'LIST' } as const;

/** Who the message is for: a business writes to a student, a student to a business. */
export interface Recipient {
  /** The other party's user id. */
  id: string;
  role: 'student' | 'business';
}

/**
 * Messaging's calls, injected into the product's one api. Sending a message reloads the
 * conversation lists and that conversation's history wherever they are on screen.
 */
export const messagesApi = api
  .enhanceEndpoints({ addTagTypes: ['Conversations', 'MessageHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getConversations: build.query<ConversationsResponse, Partial<ConversationsQuery> | void>({
        query: (params) => ({ url: '/messages/conversations', params: params ?? {} }),
        providesTags: [CONVERSATIONS],
      }),
      getMessageHistory: build.query<MessageHistory, { otherId: string; before?: string }>({
        query: ({ otherId, before }) => ({
          url: `/messages/${encodeURIComponent(otherId)}`,
          params: before ? { before } : {},
        }),
        providesTags: (_result, _error, { otherId }) => [{ type: 'MessageHistory', id: otherId }],
      }),
      // Whether the signed-in user may write to the other party now. Under the conversation's
      // tag, so a message either way (sent, or arrived live) asks again; not kept once no page
      // shows it, so a søknad sent meanwhile is reflected on the next visit.
      getMayWrite: build.query<MayWriteResponse, string>({
        query: (otherId) => `/messages/${encodeURIComponent(otherId)}/may-write`,
        providesTags: (_result, _error, otherId) => [{ type: 'MessageHistory', id: otherId }],
        keepUnusedDataFor: 0,
      }),
      sendMessage: build.mutation<Message, { to: Recipient; content: string }>({
        query: ({ to, content }) =>
          to.role === 'business'
            ? { url: '/messages/student', method: 'POST', body: { businessId: to.id, content } }
            : { url: '/messages', method: 'POST', body: { receiverId: to.id, content } },
        invalidatesTags: (_result, error, { to }) =>
          error ? [] : [CONVERSATIONS, { type: 'MessageHistory', id: to.id }],
      }),
    }),
  });

export const {
  useGetConversationsQuery,
  useGetMayWriteQuery,
  useGetMessageHistoryQuery,
  useLazyGetMessageHistoryQuery,
  useSendMessageMutation,
} = messagesApi;
