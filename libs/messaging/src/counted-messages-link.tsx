import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import { useLiveMessages } from './live.ts';
import { MessagesLink } from './messages-link.tsx';
import { useGetConversationsQuery } from './messages-api.ts';

/** The link with the unread total, kept current by the socket. */
export default function CountedMessagesLink({ to }: { to: string }) {
  useLiveMessages();
  const { data } = useGetConversationsQuery({ page: 1, limit: 1 }, { refetchOnFocus: true });
  const unread = data?.unread_total ?? 0;
  return (
    <MessagesLink to={to} unread={unread}>
      {/* No number at all when none are unread: a hidden "0" would still count as the link's text. */}
      <Badge badgeContent={unread || undefined} color="error">
        <ChatBubbleOutlineOutlined />
      </Badge>
    </MessagesLink>
  );
}
