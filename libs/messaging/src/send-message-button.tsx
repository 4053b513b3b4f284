import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ChatDialog } from './chat-dialog.tsx';
import type { Recipient } from './messages-api.ts';
import { TEXTS } from './texts.ts';

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
      <ChatDialog open={open} onClose={() => setOpen(false)} recipient={recipient} name={name} />
    </>
  );
}
