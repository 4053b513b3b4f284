import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGES, hasVisibleText } from '@yrkesbro/contracts';
import { visuallyHidden, Link as RouterLink } from '@yrkesbro/ui';
import type { ChatSource } from '@yrkesbro/contracts';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useAskAssistantMutation } from '../public-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.assistantChat;

interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
  sources?: ChatSource[];
}

const GREETING: ChatMessage = {
  role: 'assistant',
  content: T.greeting,
};

/** The apprenticeship assistant: 500 px high, input locked while it thinks, blank questions never sent. */
export function AssistantChat() {
  const [ask, { isLoading }] = useAskAssistantMutation();
  const [messages, setMessages] = useState<ChatMessage[]>([GREETING]);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
    // Back to the box once an answer is in (it was locked while the assistant thought), never on
    // opening the page: that would take the focus from the page's start, or from the answer a
    // link such as /faq#feriepenger opened.
    if (!isLoading && messages.length > 1) input.current?.focus({ preventScroll: true });
  }, [messages, isLoading]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    // The API's rule for a question: zero-width characters pass `trim` and showed as a bubble
    // with nothing in it.
    if (!hasVisibleText(question) || isLoading) return;
    setMessages((current) => [...current, { role: 'user', content: question }]);
    setDraft('');
    try {
      const answer = await ask({ message: question }).unwrap();
      setMessages((current) => [
        ...current,
        { role: 'assistant', content: answer.message, sources: answer.sources },
      ]);
    } catch {
      setMessages((current) => [
        ...current,
        { role: 'assistant', content: CHAT_MESSAGES.failureReply },
      ]);
    }
  };

  return (
    <Paper
      component="section"
      aria-label={T.label}
      sx={{ height: 500, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}
      >
        {messages.map((message, i) => (
          <Box
            key={i}
            data-role={message.role}
            sx={{
              justifySelf: message.role === 'user' ? 'end' : 'start',
              maxWidth: '85%',
              px: 2,
              py: 1,
              borderRadius: 2,
              bgcolor: message.role === 'user' ? 'primary.main' : 'background.default',
              color: message.role === 'user' ? '#fff' : 'text.primary',
            }}
          >
            <Typography component="span" sx={visuallyHidden}>
              {message.role === 'user' ? T.you : T.assistant}
            </Typography>
            {message.content.split('\n\n').map((paragraph) => (
              <Typography
                key={paragraph}
                sx={{ whiteSpace: 'pre-line', '&:not(:last-of-type)': { mb: 1 } }}
              >
                {paragraph}
              </Typography>
            ))}
            {message.sources && message.sources.length > 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {T.readMore}{' '}
                {message.sources.map((source, s) => (
                  <span key={source.url}>
                    {s > 0 && ', '}
                    <Link component={RouterLink} to={source.url}>
                      {source.title}
                    </Link>
                  </span>
                ))}
              </Typography>
            )}
          </Box>
        ))}
        {isLoading && (
          <Typography role="status" color="textSecondary" sx={{ fontStyle: 'italic' }}>
            {T.thinking}
          </Typography>
        )}
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          inputRef={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={T.placeholder}
          slotProps={{ htmlInput: { 'aria-label': T.questionLabel, maxLength: 1000 } }}
          disabled={isLoading}
          size="small"
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          disabled={isLoading || !hasVisibleText(draft)}
          endIcon={<SendIcon />}
        >
          {T.send}
        </Button>
      </Box>
    </Paper>
  );
}
