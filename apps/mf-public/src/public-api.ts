import { api } from '@yrkesbro/api-client';
import type {
  ChatRequest,
  ChatResponse,
  ContactRequest,
  MessageResponse,
} from '@yrkesbro/contracts';

/** mf-public's calls, injected into the product's one api. */
export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<MessageResponse, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    askAssistant: build.mutation<ChatResponse, ChatRequest>({
      query: (body) => ({ url: '/chat', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation, useAskAssistantMutation } = publicApi;
