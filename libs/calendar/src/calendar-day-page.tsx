import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import {
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useNavigate,
  useParams,
} from '@yrkesbro/ui';
import { useFailureToast } from '@yrkesbro/ui/dashboard';
import { useGetCalendarEventsQuery } from './calendar-api.ts';
import { CalendarEventList } from './event-list.tsx';
import {
  addDays,
  capitalise,
  eventsOnDay,
  formatDayName,
  parseIsoDate,
  rangeOfDays,
  toIsoDate,
} from './month-grid.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.dayPage;

/** /calendar/day/:date: every event of one day ('YYYY-MM-DD'). */
export function CalendarDayPage() {
  const { date } = useParams();
  const day = parseIsoDate(date);
  const title = day ? capitalise(formatDayName(day)) : T.invalidTitle;
  usePageTitle(day ? T.pageTitle(title) : title);
  const navigate = useNavigate();
  const { currentData, isFetching, error, refetch } = useGetCalendarEventsQuery(
    day ? rangeOfDays(day) : { startDate: '', endDate: '' },
    { skip: !day },
  );
  useFailureToast(error, CALENDAR_MESSAGES.loadFailed);

  if (!day) {
    return (
      <PageContainer>
        <StatusMessage
          title={T.invalidTitle}
          actionLabel={T.toCalendar}
          onAction={() => navigate('/calendar')}
        >
          {T.invalidBody}
        </StatusMessage>
      </PageContainer>
    );
  }

  const iso = toIsoDate(day);
  return (
    <PageContainer>
      <Button
        component={RouterLink}
        to={`/calendar?date=${iso}`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
      >
        {T.back}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <IconButton
            component={RouterLink}
            to={`/calendar/day/${toIsoDate(addDays(day, -1))}`}
            aria-label={T.previous}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
            {title}
          </Typography>
          <IconButton
            component={RouterLink}
            to={`/calendar/day/${toIsoDate(addDays(day, 1))}`}
            aria-label={T.next}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Button
          component={RouterLink}
          to={`/calendar/events/new?date=${iso}`}
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          lang="en"
        >
          {T.newEvent}
        </Button>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={T.loading} />}</Box>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        >
          <AlertTitle>{CALENDAR_MESSAGES.loadFailed}</AlertTitle>
          {errorMessage(error, CALENDAR_MESSAGES.fetchFallback)}
        </Alert>
      ) : (
        currentData && <CalendarEventList events={eventsOnDay(currentData, day)} />
      )}
    </PageContainer>
  );
}
