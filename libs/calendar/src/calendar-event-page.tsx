import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage, errorStatus } from '@yrkesbro/api-client';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import type { CalendarEvent, CalendarEventRequest } from '@yrkesbro/contracts';
import {
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useNavigate,
  useParams,
  useSearchParams,
} from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { LoadFailure, LoadsInPlace, onDemand, useFailureToast } from '@yrkesbro/ui/dashboard';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  useDeleteCalendarEventMutation,
  useGetCalendarEventsQuery,
  useUpdateCalendarEventMutation,
} from './calendar-api.ts';
import { eventColor, eventTypeLabel } from './event-types.ts';
import {
  capitalise,
  formatDayName,
  formatTimeRange,
  isoDateOf,
  monthRange,
  parseIsoDate,
  rangeOfDays,
} from './month-grid.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.eventPage;

// The form (its text fields, the type select and the schema's yup) loads when editing starts,
// asked for as soon as the pointer or focus reaches Endre: the page mostly shows the event.
const { Component: EventEditForm, preload: preloadEditForm } = onDemand(() =>
  import('./event-form.tsx').then((module) => ({ default: module.CalendarEventEditForm })),
);

/**
 * /calendar/events/:id: one event, which its owner can change or delete. The API lists
 * events by range only, so the page loads the day named by `?date=YYYY-MM-DD` (the calendar's
 * links carry it) and, without it, the current month.
 */
export function CalendarEventPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const day = parseIsoDate(params.get('date'));
  const now = new Date();
  const range = day ? rangeOfDays(day) : monthRange(now.getFullYear(), now.getMonth());
  const { currentData, error, refetch } = useGetCalendarEventsQuery(range, { skip: !id });
  const event = currentData?.find((candidate) => candidate.id === id);
  usePageTitle(event ? event.title : T.fallbackTitle);
  useFailureToast(error, CALENDAR_MESSAGES.loadFailed);

  const [editing, setEditingView] = useState(false);
  // The button pressed goes away with the view it was in: focus moves to the view that comes,
  // once it is on screen (after a save the event may first be loaded again on its new day).
  const focusNext = useRef(false);
  const setEditing = (next: boolean) => {
    focusNext.current = true;
    setEditingView(next);
  };
  const takeFocus = (node: HTMLElement | null) => {
    if (!node || !focusNext.current) return;
    focusNext.current = false;
    node.focus();
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [updateEvent] = useUpdateCalendarEventMutation();
  const [deleteEvent, { isLoading: deleting }] = useDeleteCalendarEventMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const dialogTitleId = useId();

  const eventDay = event ? isoDateOf(event.startDate) : day ? params.get('date') : '';
  const calendarPath = eventDay ? `/calendar?date=${eventDay}` : '/calendar';

  const save = async (request: CalendarEventRequest) => {
    try {
      const updated = await updateEvent({ id, event: request }).unwrap();
      enqueueSnackbar(T.updated, { variant: 'success' });
      setEditing(false);
      // A moved event is found again on its new day.
      const newDay = isoDateOf(updated?.startDate ?? request.startDate);
      if (newDay && newDay !== params.get('date')) setParams({ date: newDay }, { replace: true });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure, CALENDAR_MESSAGES.updateFallback), {
        variant: 'error',
      });
      throw failure;
    }
  };

  const remove = async () => {
    try {
      await deleteEvent(id).unwrap();
      enqueueSnackbar(T.deleted, { variant: 'success' });
      navigate(calendarPath);
    } catch (failure) {
      setConfirmingDelete(false);
      enqueueSnackbar(errorMessage(failure, CALENDAR_MESSAGES.deleteFallback), {
        variant: 'error',
      });
    }
  };

  if (error && errorStatus(error) !== 404) {
    return (
      <PageContainer>
        <StatusMessage
          role="alert"
          title={CALENDAR_MESSAGES.loadFailed}
          actionLabel={T.retry}
          onAction={() => void refetch()}
        >
          {errorMessage(error, CALENDAR_MESSAGES.fetchFallback)}
        </StatusMessage>
      </PageContainer>
    );
  }
  if (!id || (!event && (currentData || error))) {
    return (
      <PageContainer>
        <StatusMessage
          title={CALENDAR_MESSAGES.notFound}
          actionLabel={T.toCalendar}
          onAction={() => navigate(calendarPath)}
        >
          {T.notFoundBody}
        </StatusMessage>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to={calendarPath}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
      >
        {T.back}
      </Button>
      <Card sx={{ maxWidth: 720, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {!event ? (
            <EventSkeleton />
          ) : editing ? (
            <>
              <Typography
                ref={takeFocus}
                variant="h1"
                gutterBottom
                tabIndex={-1}
                sx={{ outline: 'none' }}
              >
                {T.editTitle}
              </Typography>
              <LoadFailure
                onFailed={() => {
                  enqueueSnackbar(T.editorFailed, { variant: 'error' });
                  setEditing(false);
                }}
              >
                <LoadsInPlace
                  fallback={<CircularProgress role="status" aria-label={T.openingEditor} />}
                >
                  <EventEditForm
                    event={event}
                    submitLabel={T.saveChanges}
                    busyLabel={T.saving}
                    onSubmit={save}
                    onCancel={() => setEditing(false)}
                  />
                </LoadsInPlace>
              </LoadFailure>
            </>
          ) : (
            <EventDetails
              event={event}
              actions={
                event.link ? (
                  <FromApplication link={event.link} />
                ) : (
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }}>
                    <Button
                      ref={takeFocus}
                      variant="contained"
                      startIcon={<EditIcon />}
                      onClick={() => setEditing(true)}
                      onPointerEnter={preloadEditForm}
                      onFocus={preloadEditForm}
                    >
                      {T.edit}
                    </Button>
                    <Button
                      variant="outlined"
                      color="error"
                      startIcon={<DeleteIcon />}
                      onClick={() => setConfirmingDelete(true)}
                    >
                      {T.delete}
                    </Button>
                  </Stack>
                )
              }
            />
          )}
        </CardContent>
      </Card>

      <Dialog
        open={confirmingDelete}
        onClose={() => !deleting && setConfirmingDelete(false)}
        aria-labelledby={dialogTitleId}
        transitionDuration={reducedMotion ? 0 : undefined}
      >
        <DialogTitle id={dialogTitleId}>{T.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.confirmBody(event?.title ?? '')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmingDelete(false)} disabled={deleting}>
            {T.cancel}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => void remove()}
            disabled={deleting}
            aria-busy={deleting}
          >
            {deleting ? T.deleting : T.confirmDelete}
          </Button>
        </DialogActions>
      </Dialog>
    </PageContainer>
  );
}

function EventDetails({ event, actions }: { event: CalendarEvent; actions: ReactNode }) {
  const color = eventColor(event.type);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Typography>
        <Chip label={eventTypeLabel(event.type)} color={color} size="small" />
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>{T.date}</dt>
        <dd>{capitalise(formatDayName(new Date(event.startDate)))}</dd>
        <dt>{T.time}</dt>
        <Box component="dd" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatTimeRange(event)}
        </Box>
        {event.description && (
          <>
            <dt>{T.description}</dt>
            <Box component="dd" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {event.description}
            </Box>
          </>
        )}
      </Box>
      {actions}
    </>
  );
}

/**
 * An interview's event follows the interview, so it is moved or cancelled from the application
 * (the student, both calendars and the invitation then agree), never here.
 */
function FromApplication({ link }: { link: string }) {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography color="textSecondary" sx={{ mb: 1.5 }}>
        {CALENDAR_MESSAGES.interviewFromApplication}
      </Typography>
      <Button component={RouterLink} to={link} variant="contained" endIcon={<ArrowForwardIcon />}>
        {T.openApplication}
      </Button>
    </Box>
  );
}

function EventSkeleton() {
  return (
    <Box role="status" aria-label={T.loading}>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="text" width="30%" />
    </Box>
  );
}
