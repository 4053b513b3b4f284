import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { Link as RouterLink } from '@yrkesbro/ui';
import { useLiveMessages } from './live.ts';
import { useGetConversationsQuery } from './messages-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.unreadMessagesLink;

/** The navbar's way to the Meldinger tab, with the unread total kept current by the socket. */
export function UnreadMessagesLink() {
  const me = useAppSelector(selectCurrentUser);
  const messaging = me?.role === 'student' || me?.role === 'business';
  return messaging ? <Link dashboard={`/${me.role}/dashboard`} /> : null;
}

function Link({ dashboard }: { dashboard: string }) {
  useLiveMessages();
  const { data } = useGetConversationsQuery({ page: 1, limit: 1 }, { refetchOnFocus: true });
  const unread = data?.unread_total ?? 0;
  return (
    <IconButton
      component={RouterLink}
      to={`${dashboard}?fane=meldinger`}
      aria-label={unread > 0 ? T.labelWithUnread(unread) : T.label}
    >
      {/* No number at all when none are unread: a hidden "0" would still count as the link's text. */}
      <Badge badgeContent={unread || undefined} color="error">
        <ChatBubbleOutlineOutlined />
      </Badge>
    </IconButton>
  );
}
