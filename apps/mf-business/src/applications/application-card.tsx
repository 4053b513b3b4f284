import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  isFutureInNorway,
} from '@yrkesbro/contracts';
import type { ApplicationStatus, BusinessApplication } from '@yrkesbro/contracts';
import { SendMessageButton } from '@yrkesbro/messaging';
import { lazy, useRef, useState } from 'react';
import {
  Link as RouterLink,
  externalUrl,
  formatDate,
  initials,
  InterviewDetails,
} from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { useUpdateBusinessApplicationStatusMutation } from '../business-api.ts';
import { ApplicationStatusChip, MEETING_TYPE_LABELS, statusOf } from './application-status.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.applicationCard;

// The interview's dialogs, with their form and its validation, load when first opened.
const interviewDialogs = () => import('./interview-dialog.tsx');
const InterviewDialog = lazy(() =>
  interviewDialogs().then((module) => ({ default: module.InterviewDialog })),
);
const CancelInterviewDialog = lazy(() =>
  interviewDialogs().then((module) => ({ default: module.CancelInterviewDialog })),
);

/** A cover letter longer than this starts folded. */
const LONG_LETTER = 280;

/**
 * One søknad as the business reviews it: who applied, for which job and when, the cover
 * letter and CV, the interview once planned, and the status buttons (the current one is
 * disabled). Choosing Intervju only opens the planning dialog: the status, the calendars and
 * the student's one mail all follow when the invitation is sent. A planned interview is moved
 * or cancelled here, which is where its calendar events lead.
 */
export function ApplicationCard({
  application,
  headingLevel = 'h3',
  linkToJob = true,
}: {
  application: BusinessApplication;
  headingLevel?: 'h2' | 'h3';
  /** Whether the job title links to that job's applications (not on that page itself). */
  linkToJob?: boolean;
}) {
  const status = statusOf(application);
  const [updateStatus, { isLoading: saving }] = useUpdateBusinessApplicationStatusMutation();
  const [scheduling, setScheduling] = useState(false);
  // Avlys intervju, or Avvist with the interview still to come; the kind outlives the closing.
  const [cancelDialog, setCancelDialog] = useState({ open: false, rejecting: false });
  const closeCancelDialog = () => setCancelDialog(({ rejecting }) => ({ open: false, rejecting }));
  const statusGroup = useRef<HTMLDivElement>(null);
  // The button that opened a dialog, to have the keyboard back when it closes: Escape on the
  // interview dialog left the person on the card's group, not on Intervju.
  const opener = useRef<Element | null>(null);
  const openDialog = (open: () => void) => {
    opener.current = document.activeElement;
    open();
  };
  const { enqueueSnackbar } = useSnackbar();
  const id = application.application_uuid;
  const { name } = application;

  const choose = async (next: ApplicationStatus) => {
    if (saving || next === status) return;
    if (next === 'interview') {
      openDialog(() => setScheduling(true));
      return;
    }
    const { interview } = application;
    // Avvist cancels an interview still to come, which the student is told of: asked first.
    // Venter from Intervju is the same as cancelling the interview, and asks as «Avlys» does.
    if (interview && isFutureInNorway(interview.interviewDate, interview.interviewTime)) {
      if (next === 'rejected') {
        openDialog(() => setCancelDialog({ open: true, rejecting: true }));
        return;
      }
      if (next === 'pending' && status === 'interview') {
        openDialog(() => setCancelDialog({ open: true, rejecting: false }));
        return;
      }
    }
    try {
      // The status this card shows: changed meanwhile in another tab, the API refuses (409).
      await updateStatus({ applicationUuid: id, status: next, from: status }).unwrap();
      enqueueSnackbar(APPLICATION_MESSAGES.statusUpdated, { variant: 'success' });
      // The chosen button is about to be disabled; keep keyboard focus in the card.
      statusGroup.current?.focus();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, APPLICATION_MESSAGES.statusFailed), {
        variant: 'error',
      });
    }
  };

  const focusStatus = () => statusGroup.current?.focus();
  // Back to the opener while it can still be used; once the status it chose is set (disabled)
  // or its part of the card is gone, to the status buttons.
  const afterDialog = () => {
    const button = opener.current;
    if (button instanceof HTMLElement && button.isConnected && !button.matches(':disabled')) {
      button.focus();
    } else focusStatus();
  };

  return (
    <Card component="li" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          src={application.profile_picture_url ?? undefined}
          alt={application.profile_picture_url ? T.pictureAlt(name) : undefined}
          sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {initials(name) || '?'}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h3" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
                {application.uuid ? (
                  <Link component={RouterLink} to={`/profile/${application.uuid}`}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </Typography>
              {application.headline && (
                <Typography color="textSecondary">{application.headline}</Typography>
              )}
              {application.location && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <PlaceOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                  <Typography variant="body2" color="textSecondary">
                    {application.location}
                  </Typography>
                </Stack>
              )}
            </Box>
            <Stack spacing={1} sx={{ flexShrink: 0, alignItems: { sm: 'flex-end' } }}>
              <ApplicationStatusChip status={status} />
              <SendMessageButton
                recipient={{ id: application.student_user_id, role: 'student' }}
                name={name}
                listed
              />
            </Stack>
          </Stack>
        </Box>
      </Stack>

      <Typography variant="body2" sx={{ mt: 2 }}>
        {T.appliedTo}{' '}
        {linkToJob ? (
          <Link component={RouterLink} to={`/business/applications/${application.job_uuid}`}>
            {application.job_title}
          </Link>
        ) : (
          <Box component="strong">{application.job_title}</Box>
        )}{' '}
        · {formatDate(application.created_at)}
      </Typography>

      <CoverLetter id={id} text={application.cover_letter} />
      <ResumeLink url={application.resume_url} name={name} />
      {application.interview && (
        <>
          <InterviewDetails
            interview={application.interview}
            meetingTypeLabels={MEETING_TYPE_LABELS}
            sx={{ mt: 2 }}
          />
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventOutlined />}
              onClick={() => openDialog(() => setScheduling(true))}
            >
              {T.moveInterview}
            </Button>
            <Button
              size="small"
              color="error"
              variant="outlined"
              startIcon={<EventBusyOutlined />}
              onClick={() => openDialog(() => setCancelDialog({ open: true, rejecting: false }))}
            >
              {T.cancelInterview}
            </Button>
          </Stack>
        </>
      )}

      <Box
        ref={statusGroup}
        role="group"
        tabIndex={-1}
        aria-label={T.statusGroupLabel(name)}
        aria-busy={saving}
        sx={{
          mt: 2,
          borderRadius: 1,
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} aria-hidden>
          {T.changeStatus}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {APPLICATION_STATUSES.map((option) => {
            const current = option === status;
            return (
              <Button
                key={option}
                size="small"
                variant={current ? 'contained' : 'outlined'}
                disabled={current}
                aria-pressed={current}
                aria-disabled={saving || current}
                onClick={() => void choose(option)}
              >
                {APPLICATION_STATUS_LABELS[option]}
              </Button>
            );
          })}
          {status === 'interview' && !application.interview && (
            <Button
              size="small"
              color="secondary"
              variant="contained"
              startIcon={<EventOutlined />}
              onClick={() => openDialog(() => setScheduling(true))}
            >
              {T.planInterview}
            </Button>
          )}
        </Stack>
      </Box>
      <OpenedOnce open={scheduling} onFailed={() => setScheduling(false)}>
        <InterviewDialog
          application={application}
          open={scheduling}
          onClose={() => setScheduling(false)}
          onExited={afterDialog}
        />
      </OpenedOnce>
      <OpenedOnce open={cancelDialog.open} onFailed={closeCancelDialog}>
        <CancelInterviewDialog
          application={application}
          open={cancelDialog.open}
          rejecting={cancelDialog.rejecting}
          onClose={closeCancelDialog}
          onExited={afterDialog}
        />
      </OpenedOnce>
    </Card>
  );
}

/** The letter, folded to four lines when long, with a button to read it all. */
function CoverLetter({ id, text }: { id: string; text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > LONG_LETTER || text.split('\n').length > 4;
  const textId = `cover-letter-${id}`;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {T.coverLetter}
      </Typography>
      <Typography
        id={textId}
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          ...(long && !expanded
            ? {
                display: '-webkit-box',
                WebkitLineClamp: 4,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }
            : {}),
        }}
      >
        {text}
      </Typography>
      {long && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((open) => !open)}
          sx={{ ml: -1 }}
        >
          {expanded ? T.showLess : T.showWholeLetter}
        </Button>
      )}
    </Box>
  );
}

/** The CV opens in a new tab; only http and https addresses become links. */
function ResumeLink({ url, name }: { url: string; name: string }) {
  const safe = externalUrl(url);
  if (!url) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1 }}>
      <DescriptionOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
      {safe ? (
        <Link
          href={safe}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={T.openResumeLabel(name)}
        >
          {T.openResume}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {T.resume(url)}
        </Typography>
      )}
    </Stack>
  );
}
