import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { OpenedOnce, RetryAlert } from '@yrkesbro/ui/dashboard';
import { lazy, useState } from 'react';
import { useGetMayWriteQuery } from './messages-api.ts';
import type { Recipient } from './messages-api.ts';
import { TEXTS } from './texts.ts';

// The chat, with its form and the live connection's code, loads when first opened.
const ChatDialog = lazy(() =>
  import('./chat-dialog.tsx').then((module) => ({ default: module.ChatDialog })),
);

/** Opens the chat with a student or a business from its page ('Send Melding' on a profile). */
export function SendMessageButton({
  recipient,
  name,
  label = TEXTS.sendMessageButton.label,
  listed = false,
}: {
  recipient: Recipient;
  name: string;
  label?: string;
  /** One of many cards' buttons (a list of applications): its name says whom it writes to. */
  listed?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<ChatBubbleOutlineOutlined />}
        onClick={() => setOpen(true)}
        aria-label={listed ? TEXTS.sendMessageButton.labelFor(label, name) : undefined}
      >
        {label}
      </Button>
      <OpenedOnce open={open} onFailed={() => setOpen(false)}>
        <ChatDialog open={open} onClose={() => setOpen(false)} recipient={recipient} name={name} />
      </OpenedOnce>
    </>
  );
}

/**
 * The button where the page alone does not tell whether the user may write first (a student on
 * a company's page): the API is asked ahead, by the rule sending applies, and `refusal` says why
 * not in the button's place, so nobody types a message that cannot be sent. A text rather than a
 * disabled button or an empty dialog: a screen reader reads it where the button would be, and
 * the keyboard meets no control that does nothing. Neither shows until the answer is in.
 */
export function SendMessageWhenAllowed({
  recipient,
  name,
  label,
  refusal,
}: {
  recipient: Recipient;
  name: string;
  label?: string;
  refusal: string;
}) {
  const { data, isError, refetch } = useGetMayWriteQuery(recipient.id, { refetchOnFocus: true });
  if (data?.may_write) return <SendMessageButton recipient={recipient} name={name} label={label} />;
  if (data) {
    return (
      <Typography color="textSecondary" sx={{ maxWidth: { sm: 320 } }}>
        {refusal}
      </Typography>
    );
  }
  if (isError) {
    return (
      <RetryAlert onRetry={() => void refetch()}>
        {TEXTS.sendMessageButton.mayWriteFailed}
      </RetryAlert>
    );
  }
  return <Skeleton variant="rounded" width={150} height={36} aria-hidden />;
}
