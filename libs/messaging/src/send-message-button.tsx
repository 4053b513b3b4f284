import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useState } from 'react';
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
}: {
  recipient: Recipient;
  name: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<ChatBubbleOutlineOutlined />}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <OpenedOnce open={open} onFailed={() => setOpen(false)}>
        <ChatDialog open={open} onClose={() => setOpen(false)} recipient={recipient} name={name} />
      </OpenedOnce>
    </>
  );
}
