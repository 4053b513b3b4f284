import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { CALENDAR_EVENT_TYPES, CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import type { CalendarEvent } from '@yrkesbro/contracts';
import { PageContainer, usePageTitle, Link as RouterLink, useSearchParams } from '@yrkesbro/ui';
import { useFailureToast } from '@yrkesbro/ui/dashboard';
import { useId, useMemo } from 'react';
import { useGetCalendarEventsQuery } from './calendar-api.ts';
import { CalendarEventList } from './event-list.tsx';
import { CALENDAR_EVENT_TYPE_LABELS, CALENDAR_EVENT_COLORS } from './event-types.ts';
import { MonthGridView } from './month-grid-view.tsx';
import {
  addDays,
  addMonths,
  capitalise,
  eventsOnDay,
  formatDate,
  formatDayName,
  gridBounds,
  isSameDay,
  isSameMonth,
  monthRange,
  monthTitle,
  parseIsoDate,
  startOfDay,
  toIsoDate,
  weekDays,
} from './month-grid.ts';
import type { CalendarView } from './month-grid.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.calendarPage;

/**
 * /calendar (seed 2, Calendar): the month grid by default, a week and a day list, and the
 * selected day's events under the grid. What is shown lives in the address
 * (`?month=2027-03&date=2027-03-12&view=week`), so the back button and shared links keep it.
 * The whole visible grid is loaded, which includes the month's first to last day.
 */
export function CalendarPage() {
  usePageTitle(T.title, T.description);
  const [params, setParams] = useSearchParams();
  const today = startOfDay(new Date());
  const { view, month, selected } = readCalendarState(params, today);
  const year = month.getFullYear();
  const monthIndex = month.getMonth();
  const range = useMemo(() => monthRange(year, monthIndex), [year, monthIndex]);
  const { currentData, isFetching, error, refetch } = useGetCalendarEventsQuery(range);
  const events = currentData ?? NO_EVENTS;
  useFailureToast(error, CALENDAR_MESSAGES.loadFailed);
  const titleId = useId();

  const show = (next: { view?: CalendarView; month?: Date; date?: Date }) => {
    const nextView = next.view ?? view;
    const search = new URLSearchParams();
    if (next.month) search.set('month', toIsoDate(next.month).slice(0, 7));
    if (next.date) search.set('date', toIsoDate(next.date));
    if (nextView !== 'month') search.set('view', nextView);
    setParams(search, { replace: true });
  };

  const step = (direction: -1 | 1) => {
    if (view === 'month') show({ month: addMonths(month, direction) });
    else show({ date: addDays(selected, direction * (view === 'week' ? 7 : 1)) });
  };

  // A day of the grid keeps the month on screen; a key press beyond it turns the page.
  const selectDay = (day: Date) => {
    const { first, last } = gridBounds(year, monthIndex);
    const inGrid = day >= first && day <= last;
    show({ month: inGrid ? month : day, date: day });
  };

  const [previousLabel, nextLabel] = T.steps[view];
  return (
    <PageContainer>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h1">{T.title}</Typography>
        <Button
          component={RouterLink}
          to={`/calendar/events/new?date=${toIsoDate(selected)}`}
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
          lang="en"
        >
          {T.newEvent}
        </Button>
      </Stack>

      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <IconButton aria-label={previousLabel} onClick={() => step(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography
            id={titleId}
            variant="h2"
            aria-live="polite"
            sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, minWidth: { sm: 200 } }}
          >
            {periodTitle(view, month, selected)}
          </Typography>
          <IconButton aria-label={nextLabel} onClick={() => step(1)}>
            <ChevronRightIcon />
          </IconButton>
          <Button variant="outlined" onClick={() => show({})} sx={{ ml: 1 }} lang="en">
            {T.today}
          </Button>
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={T.viewLabel}
          value={view}
          onChange={(_event, next: CalendarView | null) => {
            if (next) show({ view: next, date: selected });
          }}
        >
          {(Object.keys(T.views) as CalendarView[]).map((key) => (
            <ToggleButton key={key} value={key} sx={{ px: 2 }}>
              {T.views[key]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      <Legend />

      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label={T.loading} />}</Box>

      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        >
          <AlertTitle>{CALENDAR_MESSAGES.loadFailed}</AlertTitle>
          {errorMessage(error, CALENDAR_MESSAGES.fetchFallback)}
        </Alert>
      )}

      {view === 'month' && (
        <>
          <MonthGridView
            year={year}
            month={monthIndex}
            events={events}
            selected={selected}
            today={today}
            labelledBy={titleId}
            onSelect={selectDay}
          />
          <DaySection day={selected} events={events} />
        </>
      )}
      {view === 'week' && <WeekList selected={selected} today={today} events={events} />}
      {view === 'day' && <DaySection day={selected} events={events} />}
    </PageContainer>
  );
}

const NO_EVENTS: CalendarEvent[] = [];

/**
 * What the address asks to show. The week and day views follow the selected date; the month
 * view shows `month` and selects `date` when it is in the grid, else today or the 1st.
 */
export function readCalendarState(
  params: URLSearchParams,
  today: Date,
): { view: CalendarView; month: Date; selected: Date } {
  const viewParam = params.get('view');
  const view: CalendarView = viewParam === 'week' || viewParam === 'day' ? viewParam : 'month';
  const date = parseIsoDate(params.get('date'));
  if (view !== 'month') {
    const selected = date ?? today;
    return { view, month: addMonths(selected, 0), selected };
  }
  const month = addMonths(parseIsoDate(`${params.get('month')}-01`) ?? date ?? today, 0);
  const { first, last } = gridBounds(month.getFullYear(), month.getMonth());
  const selected =
    date && date >= first && date <= last ? date : isSameMonth(today, month) ? today : month;
  return { view, month, selected };
}

function periodTitle(view: CalendarView, month: Date, selected: Date): string {
  if (view === 'month') return monthTitle(month.getFullYear(), month.getMonth());
  if (view === 'day') return capitalise(formatDayName(selected));
  const days = weekDays(selected);
  return `${formatDate(days[0])} – ${formatDate(days[6])}`;
}

/** The colours' meaning, so colour is never the only clue. */
function Legend() {
  return (
    <Box
      component="ul"
      aria-label={T.legendLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, my: 1.5 }}
    >
      {CALENDAR_EVENT_TYPES.map((type) => (
        <Box
          component="li"
          key={type}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}
        >
          <Box
            component="span"
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: `${CALENDAR_EVENT_COLORS[type]}.main`,
            }}
          />
          {CALENDAR_EVENT_TYPE_LABELS[type]}
        </Box>
      ))}
    </Box>
  );
}

/** The selected day's events under the grid, and the way to the day's own page. */
function DaySection({ day, events }: { day: Date; events: readonly CalendarEvent[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={headingId} variant="h3" component="h2">
          {capitalise(formatDayName(day))}
        </Typography>
        <Link component={RouterLink} to={`/calendar/day/${toIsoDate(day)}`}>
          {T.wholeDay}
        </Link>
      </Stack>
      <CalendarEventList events={eventsOnDay(events, day)} />
    </Box>
  );
}

/** The week view: Monday to Sunday, each with its events. */
function WeekList({
  selected,
  today,
  events,
}: {
  selected: Date;
  today: Date;
  events: readonly CalendarEvent[];
}) {
  return (
    <Stack spacing={2}>
      {weekDays(selected).map((day) => (
        <Box component="section" key={toIsoDate(day)} aria-label={capitalise(formatDayName(day))}>
          <Typography
            variant="h3"
            component="h2"
            sx={{ fontSize: '1rem', mb: 1, color: isSameDay(day, today) ? 'primary.main' : null }}
          >
            <Link
              component={RouterLink}
              to={`/calendar/day/${toIsoDate(day)}`}
              color="inherit"
              underline="hover"
            >
              {capitalise(formatDayName(day))}
            </Link>
            {isSameDay(day, today) && T.todaySuffix}
          </Typography>
          <CalendarEventList events={eventsOnDay(events, day)} emptyText={T.weekDayEmpty} />
        </Box>
      ))}
    </Stack>
  );
}
