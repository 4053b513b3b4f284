export {
  messagesApi,
  useGetConversationsQuery,
  useGetMessageHistoryQuery,
  useSendMessageMutation,
} from './messages-api.ts';
export type { Recipient } from './messages-api.ts';
export { ConversationList } from './conversation-list.tsx';
export { SendMessageButton, SendMessageWhenAllowed } from './send-message-button.tsx';
export { UnreadMessagesLink } from './unread-messages-link.tsx';
