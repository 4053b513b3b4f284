import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { errorMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_MESSAGES,
  ValidationError,
  messageContentSchema,
} from '@yrkesbro/contracts';
import type { Message } from '@yrkesbro/contracts';
import { formatDateTime, visuallyHidden } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { draftKey, readDraft, removeDraft, writeDraft } from '@yrkesbro/forms';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLiveMessages, useOpenChat } from './live.ts';
import {
  useGetMessageHistoryQuery,
  useLazyGetMessageHistoryQuery,
  useSendMessageMutation,
} from './messages-api.ts';
import type { Recipient } from './messages-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.chatDialog;

/** The chat with one business or student: the history, earlier pages on request, a text box. */
export function ChatDialog({
  open,
  onClose,
  recipient,
  name,
}: {
  open: boolean;
  onClose: () => void;
  recipient: Recipient;
  name: string;
}) {
  // Not closed while a message is on its way: should it fail, its text is still in the box.
  const [sending, setSending] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="chat-title"
    >
      <DialogTitle id="chat-title">{name}</DialogTitle>
      {open && <Chat recipient={recipient} onClose={onClose} onSending={setSending} />}
    </Dialog>
  );
}

interface ChatProps {
  recipient: Recipient;
  onClose: () => void;
  onSending: (sending: boolean) => void;
}

function Chat({ recipient, onClose, onSending }: ChatProps) {
  const me = useAppSelector(selectCurrentUser);
  const { enqueueSnackbar } = useSnackbar();
  useLiveMessages();
  useOpenChat(recipient.id);
  // Each opening reads the history anew: that is what marks the conversation read.
  const latest = useGetMessageHistoryQuery(
    { otherId: recipient.id },
    { refetchOnMountOrArgChange: true, refetchOnFocus: true },
  );
  const [loadEarlier, earlierState] = useLazyGetMessageHistoryQuery();
  const [earlier, setEarlier] = useState<{ messages: Message[]; before: string | null }>();
  useEffect(() => {
    if (latest.error)
      enqueueSnackbar(errorMessage(latest.error, MESSAGE_MESSAGES.historyFailed), {
        variant: 'error',
        preventDuplicate: true,
      });
  }, [latest.error, enqueueSnackbar]);

  const messages = uniqueById([...(earlier?.messages ?? []), ...(latest.data?.messages ?? [])]);
  const before = earlier ? earlier.before : (latest.data?.before ?? null);

  const showEarlier = async () => {
    if (!before) return;
    try {
      const page = await loadEarlier({ otherId: recipient.id, before }).unwrap();
      setEarlier((shown) => ({
        messages: [...page.messages, ...(shown?.messages ?? [])],
        before: page.before,
      }));
    } catch (error) {
      enqueueSnackbar(errorMessage(error, MESSAGE_MESSAGES.historyFailed), { variant: 'error' });
    }
  };

  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  const arrived = useArrivedMessage(messages, me?.id, latest.isSuccess);

  return (
    <>
      <DialogContent dividers sx={{ minHeight: 280, maxHeight: '60vh' }}>
        {before && (
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <Button onClick={() => void showEarlier()} disabled={earlierState.isFetching}>
              {T.loadEarlier}
            </Button>
          </Box>
        )}
        {latest.isLoading ? (
          <Box role="status" aria-label={T.loading} sx={{ textAlign: 'center', py: 4 }}>
            <CircularProgress size={28} />
          </Box>
        ) : messages.length === 0 ? (
          <Typography color="textSecondary" sx={{ textAlign: 'center', py: 4 }}>
            {latest.data ? T.empty : ''}
          </Typography>
        ) : (
          <Box component="ol" aria-label={T.messagesLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {messages.map((message) => (
              <Bubble key={message.id} message={message} own={message.sender_id === me?.id} />
            ))}
          </Box>
        )}
        <div ref={end} />
        <Box role="log" aria-live="polite" sx={visuallyHidden}>
          {arrived && T.arrived(arrived)}
        </Box>
      </DialogContent>
      <Composer recipient={recipient} onClose={onClose} onSending={onSending} />
    </>
  );
}

/**
 * The text of the newest message from the other party that came while the chat was open, for
 * screen readers: the history shown on opening is not news, and one's own messages are known.
 */
function useArrivedMessage(messages: Message[], myId: string | undefined, loaded: boolean) {
  const seen = useRef<string | undefined>(undefined);
  const [arrived, setArrived] = useState('');
  const newest = messages.at(-1);
  useEffect(() => {
    if (!loaded || !newest) return;
    if (seen.current !== undefined && seen.current !== newest.id && newest.sender_id !== myId) {
      setArrived(newest.content);
    }
    seen.current = newest.id;
  }, [loaded, newest, myId]);
  return arrived;
}

function Bubble({ message, own }: { message: Message; own: boolean }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      <Box
        sx={{
          maxWidth: '80%',
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: own ? 'primary.main' : 'grey.100',
          color: own ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
        <Typography
          component="time"
          dateTime={message.created_at}
          variant="caption"
          sx={{ display: 'block', opacity: 0.8, textAlign: 'right' }}
        >
          {own ? T.you : ''}
          {formatDateTime(message.created_at)}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The text box: Enter sends, Shift+Enter starts a new line. What is typed and not yet sent is
 * kept in the tab for this conversation, and is in the box again when the chat opens after a
 * reload or a session that ended before it was sent.
 */
function Composer({ recipient, onClose, onSending }: ChatProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [send, { isLoading: sending }] = useSendMessageMutation();
  useEffect(() => onSending(sending), [sending, onSending]);
  const me = useAppSelector(selectCurrentUser);
  const storeKey = draftKey('chat', me?.id, recipient.id);
  const [content, setContent] = useState(() => readDraft<string>(storeKey) ?? '');
  const [problem, setProblem] = useState<string>();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (content) writeDraft(storeKey, content);
    else removeDraft(storeKey);
  }, [storeKey, content]);

  const submit = async () => {
    if (sending) return;
    try {
      const valid = await messageContentSchema.validate({ content });
      setProblem(undefined);
      await send({ to: recipient, content: valid.content }).unwrap();
      // Only what was sent leaves the box: words typed while it was on its way stay.
      setContent((current) =>
        current.startsWith(content) ? current.slice(content.length).trimStart() : current,
      );
      enqueueSnackbar(MESSAGE_MESSAGES.sent, { variant: 'success' });
    } catch (error) {
      if (ValidationError.isError(error)) {
        setProblem(error.message);
        // From «Send», back to the box, where the message is read with it.
        box.current?.focus();
      } else
        enqueueSnackbar(errorMessage(error, MESSAGE_MESSAGES.sendFailed), { variant: 'error' });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 2 }}>
      <TextField
        label={T.messageLabel}
        multiline
        minRows={2}
        maxRows={6}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          // What was wrong is being put right: the hint comes back.
          setProblem(undefined);
        }}
        onKeyDown={onKeyDown}
        // A chat is opened to write: the box takes the focus the dialog would keep for itself.
        autoFocus
        error={Boolean(problem)}
        helperText={problem ?? T.messageHint}
        inputRef={box}
        slotProps={{
          htmlInput: { maxLength: MESSAGE_MAX_LENGTH },
          // Focus may already be in the box (Enter), where nothing else would tell of it.
          formHelperText: problem ? { role: 'alert' } : undefined,
        }}
        fullWidth
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onClose} disabled={sending}>
          {T.close}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sending}>
          {sending ? T.sending : T.send}
        </Button>
      </Box>
    </DialogActions>
  );
}

function uniqueById(messages: Message[]): Message[] {
  const seen = new Set<string>();
  return messages.filter((message) => !seen.has(message.id) && Boolean(seen.add(message.id)));
}
