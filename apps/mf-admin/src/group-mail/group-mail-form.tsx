import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { refusalMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DraftRestored, draftKey, readDraft, removeDraft, writeDraft } from '@yrkesbro/forms';
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

/** What is kept in the tab while a mail is being written. */
type GroupMailDraft = { group?: MailingGroup; title: string; msg: string };

type FieldErrors = Partial<Record<'title' | 'msg', string>>;
/** What yup throws when it checks every field (`abortEarly: false`). */
type Refusal = { errors: string[]; inner: { path?: string; message: string }[] };

const GROUPS: { value: MailingGroup; label: string }[] = [
  { value: 'student', label: TEXTS.groupMail.groups.student },
  { value: 'business', label: TEXTS.groupMail.groups.business },
];

/**
 * The group e-mail form. The server only queues the mailing; the button reads Sender… until
 * the history shows every copy settled, and then the outcome is told. A mail being written is
 * kept in the tab (for this admin only), so a session that ends mid-mail or a reload does not
 * lose it; the words of a mailing the server has taken are not kept, so they are not sent twice.
 */
export function GroupMailForm() {
  const user = useAppSelector(selectCurrentUser);
  const storeKey = draftKey('group-mail', user?.id);
  const [kept] = useState(() => readDraft<GroupMailDraft>(storeKey));
  const [group, setGroup] = useState<MailingGroup>(kept?.group ?? 'student');
  const [title, setTitle] = useState(kept?.title ?? '');
  const [msg, setMsg] = useState(kept?.msg ?? '');
  // The form opened with a draft: it says so until the mail is sent or started over.
  const [restored, setRestored] = useState(Boolean(kept?.title || kept?.msg));
  // The mailing on its way, and the words it was sent with: words typed since are kept.
  const [pending, setPending] = useState<{ uuid: string; title: string; msg: string } | null>(null);
  const [send, { isLoading }] = useSendGroupMailMutation();
  const recipients = useGetRecipientsQuery(group);
  const { data: history } = useMailHistory();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  // A refused send marks each field it is about, says why under it, and takes the keyboard to
  // the first: the toast alone left the person on the button, not knowing which field to fill.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
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

  // What the form will hold once the mailing on its way is sent: the words it took are not a
  // draft any more (the effect above clears them then).
  const draftTitle = pending && title === pending.title ? '' : title;
  const draftMsg = pending && msg === pending.msg ? '' : msg;
  useEffect(() => {
    if (draftTitle || draftMsg) writeDraft(storeKey, { group, title: draftTitle, msg: draftMsg });
    else removeDraft(storeKey);
  }, [storeKey, group, draftTitle, draftMsg]);
  // The words go; the recipients stay as chosen, where the admin sees them (put back to Elever,
  // a new mail went to the students unless the choice was made again).
  const startOver = () => {
    setTitle('');
    setMsg('');
    setFieldErrors({});
    setRestored(false);
  };

  const busy = isLoading || pending !== null;
  const [asking, setAsking] = useState(false);
  // Checked first; a mail ready to go is asked about before it is sent.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    try {
      const { groupMailSchema } = await loadSchema();
      try {
        groupMailSchema.validateSync({ group, title, msg }, { abortEarly: false });
        setFieldErrors({});
        setAsking(true);
      } catch (invalid) {
        // The schema's own messages: a blank field, or a message past its length.
        const { errors, inner } = invalid as Refusal;
        enqueueSnackbar(errors[0], { variant: 'error' });
        const byField: FieldErrors = {};
        for (const { path, message } of inner) {
          if (path === 'title' || path === 'msg') byField[path] ??= message;
        }
        setFieldErrors(byField);
        (byField.title ? titleField : msgField).current?.focus();
      }
    } catch {
      enqueueSnackbar(ADMIN_MESSAGES.mailsFailed, { variant: 'error' });
    }
  };
  const sendConfirmed = async () => {
    setAsking(false);
    try {
      const answer = await send({ group, title: title.trim(), msg: msg.trim() }).unwrap();
      // Taken: the draft goes at once, should the page go before it renders again (the effect
      // then keeps anything typed since).
      removeDraft(storeKey);
      setPending({ uuid: answer.uuid, title, msg });
      setRestored(false);
    } catch (error) {
      // A refusal says why (a session that has ended, a limit); a failure gets the spec's words.
      enqueueSnackbar(refusalMessage(error, ADMIN_MESSAGES.mailsFailed), { variant: 'error' });
    }
  };

  const count = recipients.currentData?.count;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {T.title}
      </Typography>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} onFocus={preloadSchema}>
        {restored && (title || msg) && <DraftRestored onStartOver={startOver} />}
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
          error={Boolean(fieldErrors.title)}
          helperText={fieldErrors.title}
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
          error={Boolean(fieldErrors.msg)}
          required
          multiline
          minRows={5}
          helperText={fieldErrors.msg ?? T.messageHint}
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
