import { CHANGED_ELSEWHERE } from '@yrkesbro/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPLICATION_MESSAGES, isWithdrawable } from '@yrkesbro/contracts';
import type { MeetingType, StudentApplication } from '@yrkesbro/contracts';
import { SendMessageButton } from '@yrkesbro/messaging';
import { formatDate, InterviewDetails, Link as RouterLink } from '@yrkesbro/ui';
import { useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { TEXTS } from './texts.ts';
import { ApplicationStatusChip } from './application-status-chip.tsx';
import { useGetStudentApplicationsQuery } from './student-applications-api.ts';
import { useWithdrawApplication } from './withdraw-application.tsx';

const T = TEXTS.list;

/** How the student reads the meeting type under an interview. */
const MEETING_TYPE_LABELS: Record<MeetingType, string> = T.meetingTypes;

/** Focus shows on a card or the empty state when an action hands it there. */
const FOCUS_TARGET = {
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * The student's own applications with their four states: skeletons while loading, the
 * error with a retry, a friendly empty state with the way to the jobs, and the list.
 * `limit` shows only the newest few (the dashboard); `footer` follows a non-empty list.
 * A søknad still waiting or at interview may be withdrawn (Trekk søknaden, after a question).
 */
export function StudentApplicationList({
  limit,
  headingLevel = 'h3',
  footer,
}: {
  limit?: number;
  headingLevel?: 'h2' | 'h3';
  footer?: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const empty = useRef<HTMLDivElement>(null);
  const withdrawnAt = useRef(0);
  const { ask, dialog } = useWithdrawApplication({
    // The withdrawn card is gone: the keyboard goes on from the one now in its place (or the
    // one before it, if it was the last), or from the empty state when none is left.
    onSettled: () => {
      const cards = list.current?.children;
      const next = cards?.[Math.min(withdrawnAt.current, cards.length - 1)];
      ((next as HTMLElement | undefined) ?? empty.current)?.focus();
    },
  });
  return (
    <>
      <ApplicationListStates
        limit={limit}
        headingLevel={headingLevel}
        footer={footer}
        listRef={list}
        emptyRef={empty}
        onWithdraw={(application, at) => {
          withdrawnAt.current = at;
          ask(application);
        }}
      />
      {/* Beside the states, not in one: it closes in place when the last søknad leaves. */}
      {dialog}
    </>
  );
}

function ApplicationListStates({
  limit,
  headingLevel,
  footer,
  listRef,
  emptyRef,
  onWithdraw,
}: {
  limit?: number;
  headingLevel: 'h2' | 'h3';
  footer?: ReactNode;
  listRef: RefObject<HTMLUListElement | null>;
  emptyRef: RefObject<HTMLDivElement | null>;
  onWithdraw: (application: StudentApplication, at: number) => void;
}) {
  const { data, isLoading, isError, refetch } = useGetStudentApplicationsQuery(
    undefined,
    // The business answers from elsewhere: a status seen on an earlier visit may be old.
    CHANGED_ELSEWHERE,
  );

  if (isLoading) return <ApplicationListSkeleton />;
  if (isError && !data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {T.retry}
          </Button>
        }
      >
        {APPLICATION_MESSAGES.studentLoadFailed}
      </Alert>
    );
  const applications = data ?? [];
  if (applications.length === 0)
    return (
      <Box
        ref={emptyRef}
        role="status"
        tabIndex={-1}
        sx={{
          textAlign: 'center',
          py: 4,
          display: 'grid',
          gap: 2,
          justifyItems: 'center',
          borderRadius: 1,
          ...FOCUS_TARGET,
        }}
      >
        <Typography>{APPLICATION_MESSAGES.noApplications}</Typography>
        <Typography color="textSecondary">{T.emptyIntro}</Typography>
        <Button component={RouterLink} to="/jobs" variant="contained">
          {T.seeOpenJobs}
        </Button>
      </Box>
    );

  const shown = limit === undefined ? applications : applications.slice(0, limit);
  return (
    <>
      <Stack
        component="ul"
        ref={listRef}
        spacing={2}
        aria-label={T.listLabel}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {shown.map((application, at) => (
          <ApplicationItem
            key={application.id}
            application={application}
            headingLevel={headingLevel}
            onWithdraw={() => onWithdraw(application, at)}
          />
        ))}
      </Stack>
      {footer}
    </>
  );
}

function ApplicationItem({
  application,
  headingLevel,
  onWithdraw,
}: {
  application: StudentApplication;
  headingLevel: 'h2' | 'h3';
  onWithdraw: () => void;
}) {
  return (
    <Card
      component="li"
      variant="outlined"
      tabIndex={-1}
      sx={{ p: { xs: 2, sm: 3 }, ...FOCUS_TARGET }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
            {/* An API older than the field counts as open: the ad may still be there. */}
            {application.job_open !== false ? (
              <Link component={RouterLink} to={`/jobs/${application.job_uuid}`} underline="hover">
                {application.job_title}
              </Link>
            ) : (
              application.job_title
            )}
          </Typography>
          {application.job_open === false && (
            <Typography variant="body2" color="textSecondary">
              {T.jobClosed}
            </Typography>
          )}
          <Typography sx={{ fontWeight: 600 }}>{application.business_name}</Typography>
          <Typography variant="body2" color="textSecondary">
            {T.appliedOn(formatDate(application.created_at))}
          </Typography>
        </Box>
        <Stack spacing={1} sx={{ flexShrink: 0, alignItems: { sm: 'flex-end' } }}>
          <ApplicationStatusChip status={application.status} />
          {application.business_user_id && (
            <SendMessageButton
              recipient={{ id: application.business_user_id, role: 'business' }}
              name={application.business_name}
              label={T.sendMessage}
              listed
            />
          )}
          {isWithdrawable(application.status) && (
            <Button
              size="small"
              color="error"
              aria-haspopup="dialog"
              aria-label={T.withdrawLabel(application.job_title)}
              onClick={onWithdraw}
            >
              {T.withdraw}
            </Button>
          )}
        </Stack>
      </Stack>
      {application.interview && (
        <Box sx={{ mt: 2 }}>
          <InterviewDetails
            interview={application.interview}
            meetingTypeLabels={MEETING_TYPE_LABELS}
          />
        </Box>
      )}
    </Card>
  );
}

/** Application-shaped placeholders while the list loads. */
function ApplicationListSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label={T.loading}>
      {[0, 1, 2].map((row) => (
        <Card key={row} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" width="45%" height={32} />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="text" width="25%" />
        </Card>
      ))}
    </Stack>
  );
}
