import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { Suspense, lazy } from 'react';
import { MessagesLink } from './messages-link.tsx';

// The count, its socket and the conversations' API come on demand: a visitor never needs them,
// and the shell's first load carries what every visitor downloads. Until they arrive, the same
// link stands without a number, so nothing in the navbar moves.
const CountedMessagesLink = lazy(() => import('./counted-messages-link.tsx'));

/** The navbar's way to the Meldinger tab, with the unread total kept current by the socket. */
export function UnreadMessagesLink() {
  const me = useAppSelector(selectCurrentUser);
  if (me?.role !== 'student' && me?.role !== 'business') return null;
  const to = `/${me.role}/dashboard?fane=meldinger`;
  return (
    <Suspense
      fallback={
        <MessagesLink to={to} unread={0}>
          <ChatBubbleOutlineOutlined />
        </MessagesLink>
      }
    >
      <CountedMessagesLink to={to} />
    </Suspense>
  );
}
