import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { selectCurrentUser, selectSigningOut, useAppSelector } from '@yrkesbro/api-client';
import { usePageShown } from '@yrkesbro/ui';
import { LoadsInPlace } from '@yrkesbro/ui/dashboard';
import { lazy } from 'react';
import { MessagesLink } from './messages-link.tsx';

// The count, its socket and the conversations' API come on demand: a visitor never needs them,
// and the shell's first load carries what every visitor downloads. Until they arrive, the same
// link stands without a number, so nothing in the navbar moves.
const CountedMessagesLink = lazy(() => import('./counted-messages-link.tsx'));

/**
 * The navbar's way to the Meldinger tab, with the unread total kept current by the socket. The
 * count and its socket start once the page has shown its content (on a slow phone they took the
 * network and the main thread from the page the person came for), and stop, or never start,
 * once the person signs out.
 */
export function UnreadMessagesLink() {
  const me = useAppSelector(selectCurrentUser);
  const signingOut = useAppSelector(selectSigningOut);
  const pageShown = usePageShown();
  if (me?.role !== 'student' && me?.role !== 'business') return null;
  const to = `/${me.role}/dashboard?fane=meldinger`;
  const standIn = (
    <MessagesLink to={to} unread={0}>
      <ChatBubbleOutlineOutlined />
    </MessagesLink>
  );
  if (!pageShown || signingOut) return standIn;
  return (
    <LoadsInPlace fallback={standIn}>
      <CountedMessagesLink to={to} />
    </LoadsInPlace>
  );
}
