import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@yrkesbro/api-client';
import { ADMIN_MESSAGES } from '@yrkesbro/contracts';
import type { MailingHistoryEntry } from '@yrkesbro/contracts';
import { LoadFailed, formatDateTime } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useEffect, useId, useRef } from 'react';
import { groupMailApi, useGetMailHistoryQuery } from './group-mail-api.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.groupMail.history;

/** How often the history is read again while a mailing is still going out. */
const HISTORY_POLL_MS = 1000;

const GROUP_LABELS = TEXTS.groupMail.groups;

/** The mailings sent so far, each with its progress, read again while one is running. */
export function useMailHistory() {
  const running = useGetMailHistoryQuery(undefined, {
    selectFromResult: ({ data }) => ({ running: data?.some((entry) => entry.queued > 0) ?? false }),
  }).running;
  // The overview's mail counts were read while the mailing ran: read them again once it is done.
  const dispatch = useAppDispatch();
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) dispatch(groupMailApi.util.invalidateTags(['AdminStats']));
    wasRunning.current = running;
  }, [running, dispatch]);
  return useGetMailHistoryQuery(undefined, { pollingInterval: running ? HISTORY_POLL_MS : 0 });
}

export function MailHistory() {
  const { data: history, error, refetch } = useMailHistory();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  useEffect(() => {
    if (error) enqueueSnackbar(ADMIN_MESSAGES.historyFailed, { variant: 'error' });
  }, [error, enqueueSnackbar]);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {T.title}
      </Typography>
      {error ? (
        <LoadFailed
          title={ADMIN_MESSAGES.historyFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !history ? (
        <Box role="status" aria-label={T.loading}>
          <Skeleton variant="rounded" height={72} />
        </Box>
      ) : history.length === 0 ? (
        <Typography color="textSecondary">{ADMIN_MESSAGES.historyEmpty}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.map((entry) => (
            <HistoryEntry key={entry.uuid} entry={entry} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function HistoryEntry({ entry }: { entry: MailingHistoryEntry }) {
  const settled = entry.sent + entry.failed + entry.skipped;
  const state =
    entry.successful === null
      ? { label: T.sending, color: 'info' as const }
      : entry.successful
        ? { label: T.done, color: 'success' as const }
        : { label: T.someFailed, color: 'error' as const };
  return (
    <Box
      component="li"
      aria-label={entry.title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.title}</Typography>
          <Typography variant="body2" color="textSecondary">
            {T.sentTo(GROUP_LABELS[entry.group].toLowerCase(), formatDateTime(entry.sendt))}
          </Typography>
        </Box>
        <Chip
          label={state.label}
          color={state.color}
          size="small"
          variant="outlined"
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }} aria-label={T.progressLabel}>
        {T.progress(entry.sent, entry.queued, entry.failed, entry.skipped, entry.recipient_count)}
      </Typography>
      {entry.recipient_count > 0 && (
        <LinearProgress
          variant="determinate"
          value={(settled / entry.recipient_count) * 100}
          aria-label={T.progressOf(entry.title)}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      )}
    </Box>
  );
}
