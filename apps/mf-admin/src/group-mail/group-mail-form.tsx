import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES, GROUP_MAIL_TITLE_MAX } from '@yrkesbro/contracts';
import type { MailingGroup } from '@yrkesbro/contracts';
import { lazy, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useGetRecipientsQuery, useSendGroupMailMutation } from './group-mail-api.ts';
import { useMailHistory } from './mail-history.tsx';
import { TEXTS } from '../texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';

const T = TEXTS.groupMail.form;

// Asked for when the form is first focused, so that it has come by the time the mail is sent.
const loadSchema = () => import('./group-mail-schema.ts');
const preloadSchema = () => void loadSchema().catch(() => undefined);

// Asked for once a mail is ready to go, not with the dashboard.
const ConfirmSendDialog = lazy(() =>
  import('./confirm-send-dialog.tsx').then((module) => ({ default: module.ConfirmSendDialog })),
);

const GROUPS: { value: MailingGroup; label: string }[] = [
  { value: 'student', label: TEXTS.groupMail.groups.student },
  { value: 'business', label: TEXTS.groupMail.groups.business },
];

/**
 * The group e-mail form. The server only queues the mailing; the button reads Sender… until
 * the history shows every copy settled, and then the outcome is told.
 */
export function GroupMailForm() {
  const [group, setGroup] = useState<MailingGroup>('student');
  const [title, setTitle] = useState('');
  const [msg, setMsg] = useState('');
  // The mailing on its way, and the words it was sent with: words typed since are kept.
  const [pending, setPending] = useState<{ uuid: string; title: string; msg: string } | null>(null);
  const [send, { isLoading }] = useSendGroupMailMutation();
  const recipients = useGetRecipientsQuery(group);
  const { data: history } = useMailHistory();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  // A refused send marks the field it is about and takes the keyboard there: the toast alone
  // left the person on the button, not knowing which field to fill.
  const [refused, setRefused] = useState(false);
  const titleField = useRef<HTMLInputElement>(null);
  const msgField = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (recipients.error) enqueueSnackbar(ADMIN_MESSAGES.recipientsFailed, { variant: 'error' });
  }, [recipients.error, enqueueSnackbar]);

  const mailing = pending ? history?.find((entry) => entry.uuid === pending.uuid) : undefined;
  useEffect(() => {
    if (!pending || !mailing || mailing.successful === null) return;
    if (mailing.successful) {
      enqueueSnackbar(ADMIN_MESSAGES.mailsSent(mailing.sent), { variant: 'success' });
      setTitle((current) => (current === pending.title ? '' : current));
      setMsg((current) => (current === pending.msg ? '' : current));
    } else {
      enqueueSnackbar(ADMIN_MESSAGES.someMailsFailed, { variant: 'warning' });
    }
    setPending(null);
  }, [pending, mailing, enqueueSnackbar]);

  const busy = isLoading || pending !== null;
  const [asking, setAsking] = useState(false);
  // Checked first; a mail ready to go is asked about before it is sent.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    try {
      const { groupMailSchema } = await loadSchema();
      try {
        groupMailSchema.validateSync({ group, title, msg });
        setRefused(false);
        setAsking(true);
      } catch (invalid) {
        // The schema's own message: a blank field, or a message past its length. The title
        // cannot be too long (the field stops there): when it is filled, the message is at fault.
        enqueueSnackbar((invalid as Error).message, { variant: 'error' });
        setRefused(true);
        (title.trim() ? msgField : titleField).current?.focus();
      }
    } catch {
      enqueueSnackbar(ADMIN_MESSAGES.mailsFailed, { variant: 'error' });
    }
  };
  const sendConfirmed = async () => {
    setAsking(false);
    try {
      const answer = await send({ group, title: title.trim(), msg: msg.trim() }).unwrap();
      setPending({ uuid: answer.uuid, title, msg });
    } catch {
      enqueueSnackbar(ADMIN_MESSAGES.mailsFailed, { variant: 'error' });
    }
  };

  const count = recipients.currentData?.count;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} onFocus={preloadSchema}>
        <TextField
          select
          id="group-mail-group"
          label={T.recipients}
          value={group}
          onChange={(event) => setGroup(event.target.value as MailingGroup)}
          helperText={count === undefined ? ' ' : T.recipientCount(count)}
          slotProps={{ inputLabel: { shrink: true } }}
        >
          {GROUPS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        <TextField
          id="group-mail-title"
          label={T.mailTitle}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          inputRef={titleField}
          error={refused && !title.trim()}
          required
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { maxLength: GROUP_MAIL_TITLE_MAX },
          }}
        />
        <TextField
          id="group-mail-message"
          label={T.message}
          value={msg}
          onChange={(event) => setMsg(event.target.value)}
          inputRef={msgField}
          error={refused && Boolean(title.trim())}
          required
          multiline
          minRows={5}
          helperText={T.messageHint}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          // Not disabled: the button keeps the keyboard's focus while the mailing goes out.
          aria-disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}
        >
          {busy ? T.sending : T.send}
        </Button>
      </Stack>
      <OpenedOnce open={asking} onFailed={() => setAsking(false)}>
        <ConfirmSendDialog
          open={asking}
          title={title.trim()}
          recipients={TEXTS.groupMail.confirm.recipients(
            GROUPS.find((option) => option.value === group)?.label ?? '',
            count,
          )}
          onSend={() => void sendConfirmed()}
          onClose={() => setAsking(false)}
        />
      </OpenedOnce>
    </Card>
  );
}
