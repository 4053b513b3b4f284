import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from '@yrkesbro/ui';
import type { ReactNode } from 'react';
import { MESSAGES_LINK_TEXTS as T } from './texts.ts';

/** The navbar's icon link to the Meldinger tab, named with the unread total when there is one. */
export function MessagesLink({
  to,
  unread,
  children,
}: {
  to: string;
  unread: number;
  children: ReactNode;
}) {
  return (
    <IconButton
      component={RouterLink}
      to={to}
      aria-label={unread > 0 ? T.labelWithUnread(unread) : T.label}
    >
      {children}
    </IconButton>
  );
}
