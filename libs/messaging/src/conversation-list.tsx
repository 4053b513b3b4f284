import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { MESSAGE_MESSAGES } from '@yrkesbro/contracts';
import type { Conversation } from '@yrkesbro/contracts';
import { LoadFailed, formatDate, initials, useSearchParams } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { ListPagination, OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useEffect, useState } from 'react';
import { useLiveMessages } from './live.ts';
import { useGetConversationsQuery } from './messages-api.ts';
import type { Recipient } from './messages-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.conversationList;

// The chat loads when a conversation is first opened, not with the list.
const ChatDialog = lazy(() =>
  import('./chat-dialog.tsx').then((module) => ({ default: module.ChatDialog })),
);

const PAGE_SIZE = 20;

/** `?samtale={user id}` opens the chat with that party: the e-mail notice links here. */
export const CONVERSATION_PARAM = 'samtale';

/** How one side sees the other party of a conversation. */
interface Party {
  recipient: Recipient;
  name: string;
  picture: string | null;
}

function otherParty(conversation: Conversation, ownRole: string): Party {
  return ownRole === 'student'
    ? {
        recipient: { id: conversation.business_id, role: 'business' },
        name: conversation.business_name || T.unknownBusiness,
        picture: conversation.business_logo,
      }
    : {
        recipient: { id: conversation.student_id, role: 'student' },
        name: conversation.student_name || T.unknownStudent,
        picture: conversation.student_profile_pic,
      };
}

/** The Meldinger tab of both dashboards: the conversations, newest first; one opens the chat. */
export function ConversationList() {
  const me = useAppSelector(selectCurrentUser);
  const { enqueueSnackbar } = useSnackbar();
  useLiveMessages();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Party>();
  const { data, error, isLoading, refetch } = useGetConversationsQuery(
    { page, limit: PAGE_SIZE },
    { refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );

  useEffect(() => {
    if (error)
      enqueueSnackbar(errorMessage(error, MESSAGE_MESSAGES.conversationsFailed), {
        variant: 'error',
        preventDuplicate: true,
      });
  }, [error, enqueueSnackbar]);

  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(CONVERSATION_PARAM);
  const shown =
    open ??
    data?.conversations
      .map((conversation) => otherParty(conversation, me?.role ?? ''))
      .find((party) => party.recipient.id === requested);

  const close = () => {
    setOpen(undefined);
    if (requested)
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.delete(CONVERSATION_PARAM);
          return params;
        },
        { replace: true },
      );
    void refetch();
  };

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      {error ? (
        <LoadFailed
          title={MESSAGE_MESSAGES.conversationsFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label={T.loading} />
      ) : data.conversations.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <Typography sx={{ fontWeight: 600 }}>{MESSAGE_MESSAGES.noConversations}</Typography>
        </Box>
      ) : (
        <>
          <List aria-label={T.conversationsLabel} disablePadding>
            {data.conversations.map((conversation) => {
              const party = otherParty(conversation, me?.role ?? '');
              return (
                <ConversationRow
                  key={party.recipient.id}
                  conversation={conversation}
                  party={party}
                  onOpen={() => setOpen(party)}
                />
              );
            })}
          </List>
          <ListPagination
            count={Math.ceil(data.total / PAGE_SIZE)}
            page={page}
            onChange={setPage}
          />
        </>
      )}
      {shown && (
        <OpenedOnce open onFailed={close}>
          <ChatDialog open onClose={close} recipient={shown.recipient} name={shown.name} />
        </OpenedOnce>
      )}
    </Card>
  );
}

function ConversationRow({
  conversation,
  party,
  onOpen,
}: {
  conversation: Conversation;
  party: Party;
  onOpen: () => void;
}) {
  const unread = conversation.unread_count;
  return (
    <li>
      <ListItemButton onClick={onOpen} sx={{ gap: 2, borderRadius: 1, alignItems: 'center' }}>
        <Avatar src={party.picture ?? undefined} alt="">
          {initials(party.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: unread > 0 ? 700 : 600 }}>{party.name}</Typography>
          <Typography color="textSecondary" noWrap>
            {conversation.last_content}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
            {formatDate(conversation.last_message_time)}
          </Typography>
          {unread > 0 && (
            <Chip label={unread} color="error" size="small" aria-label={T.unread(unread)} />
          )}
        </Box>
      </ListItemButton>
    </li>
  );
}
