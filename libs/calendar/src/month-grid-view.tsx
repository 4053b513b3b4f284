import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import type { CalendarEvent } from '@yrkesbro/contracts';
import { useEffect, useMemo, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { eventColor, eventTypeLabel } from './event-types.ts';
import {
  addDays,
  capitalise,
  EVENTS_PER_CELL,
  eventsOnDay,
  formatDayName,
  formatTime,
  isSameDay,
  monthGrid,
  shiftMonths,
  startOfDay,
  toIsoDate,
  weekdayIndex,
  weekdayNames,
} from './month-grid.ts';
import type { GridDay } from './month-grid.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.monthGrid;

interface MonthGridViewProps {
  year: number;
  month: number;
  events: readonly CalendarEvent[];
  selected: Date;
  today: Date;
  /** The id of the heading that names the month ('Mars 2027'). */
  labelledBy: string;
  onSelect: (day: Date) => void;
}

/**
 * The month as a Monday-first 7-column grid (the ARIA date-grid pattern): each day a button
 * showing its first two events and '+N more' (the spec's text). One day is in the tab order; the arrow keys,
 * Home/End and Page Up/Down move between days.
 */
export function MonthGridView({
  year,
  month,
  events,
  selected,
  today,
  labelledBy,
  onSelect,
}: MonthGridViewProps) {
  const weeks = useMemo(() => monthGrid(year, month), [year, month]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef(false);
  const selectedIso = toIsoDate(selected);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    buttons.current.get(selectedIso)?.focus();
  }, [selectedIso, year, month]);

  const onKeyDown = (event: KeyboardEvent, day: Date) => {
    const target = keyTarget(event.key, day);
    if (!target) return;
    event.preventDefault();
    focusAfterMove.current = true;
    onSelect(target);
  };

  const shortNames = weekdayNames('short');
  const longNames = weekdayNames('long');
  return (
    <Box
      role="grid"
      aria-labelledby={labelledBy}
      aria-readonly
      sx={{ borderTop: 1, borderLeft: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box role="row" sx={rowSx}>
        {shortNames.map((name, i) => (
          <Box
            key={name}
            role="columnheader"
            aria-label={longNames[i]}
            sx={{
              py: 1,
              textAlign: 'center',
              fontWeight: 600,
              fontSize: { xs: '0.75rem', sm: '0.875rem' },
              color: 'text.secondary',
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {name}
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box role="row" key={week[0].isoDate} sx={rowSx}>
          {week.map((day) => (
            <DayCell
              key={day.isoDate}
              day={day}
              events={eventsOnDay(events, day.date)}
              isSelected={day.isoDate === selectedIso}
              isToday={isSameDay(day.date, today)}
              buttonRef={(button) => {
                if (button) buttons.current.set(day.isoDate, button);
                else buttons.current.delete(day.isoDate);
              }}
              onSelect={onSelect}
              onKeyDown={onKeyDown}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

const rowSx = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } as const;

/** The day a key moves to from `day`, or null for keys the grid leaves alone. */
function keyTarget(key: string, day: Date): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return shiftMonths(day, -1);
    case 'PageDown':
      return shiftMonths(day, 1);
    default:
      return null;
  }
}

interface DayCellProps {
  day: GridDay;
  events: CalendarEvent[];
  isSelected: boolean;
  isToday: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  onSelect: (day: Date) => void;
  onKeyDown: (event: KeyboardEvent, day: Date) => void;
}

function DayCell({
  day,
  events,
  isSelected,
  isToday,
  buttonRef,
  onSelect,
  onKeyDown,
}: DayCellProps) {
  const shown = events.slice(0, EVENTS_PER_CELL);
  const more = events.length - shown.length;
  const label = [
    capitalise(formatDayName(day.date)),
    T.eventCount(events.length),
    ...(isToday ? [T.today] : []),
  ].join(', ');

  return (
    <Box
      role="gridcell"
      aria-selected={isSelected}
      sx={{ minWidth: 0, borderRight: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <ButtonBase
        ref={buttonRef}
        disableRipple
        tabIndex={isSelected ? 0 : -1}
        aria-label={label}
        aria-current={isToday ? 'date' : undefined}
        data-iso-date={day.isoDate}
        onClick={() => onSelect(day.date)}
        onKeyDown={(event) => onKeyDown(event, day.date)}
        sx={(theme) => ({
          width: '100%',
          height: '100%',
          minHeight: { xs: 52, sm: 104 },
          p: { xs: 0.5, sm: 0.75 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          gap: 0.5,
          textAlign: 'left',
          bgcolor: day.inMonth ? 'background.paper' : 'background.default',
          color: day.inMonth ? 'text.primary' : 'text.secondary',
          boxShadow: isSelected ? `inset 0 0 0 2px ${theme.palette.primary.main}` : 'none',
          transition: theme.transitions.create('background-color', {
            duration: theme.transitions.duration.short,
          }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': {
            outline: `3px solid ${theme.palette.secondary.main}`,
            outlineOffset: -3,
          },
        })}
      >
        <DayNumber day={day} isToday={isToday} />
        {/* Wide screens: the first titles. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'grid' }, gap: 0.5, minWidth: 0 }}>
          {shown.map((event) => (
            <EventChip key={event.id} event={event} day={day.date} />
          ))}
          {more > 0 && (
            <Box
              component="span"
              lang="en"
              sx={{ typography: 'caption', color: 'text.secondary', px: 0.5 }}
            >
              {T.more(more)}
            </Box>
          )}
        </Box>
        {/* Phones: a coloured dot per event instead of titles. */}
        <Box
          component="span"
          aria-hidden
          sx={{
            display: { xs: 'flex', sm: 'none' },
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.25,
            flexWrap: 'wrap',
          }}
        >
          {shown.map((event) => (
            <Box
              key={event.id}
              component="span"
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: `${eventColor(event.type)}.main`,
              }}
            />
          ))}
          {more > 0 && (
            <Box component="span" sx={{ fontSize: '0.625rem', lineHeight: 1 }}>
              +{more}
            </Box>
          )}
        </Box>
      </ButtonBase>
    </Box>
  );
}

function DayNumber({ day, isToday }: { day: GridDay; isToday: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        alignSelf: { xs: 'center', sm: 'flex-start' },
        display: 'inline-grid',
        placeItems: 'center',
        minWidth: 28,
        height: 28,
        px: 0.5,
        borderRadius: 14,
        fontSize: '0.875rem',
        fontWeight: isToday ? 700 : 500,
        fontVariantNumeric: 'tabular-nums',
        ...(isToday && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
      }}
    >
      {day.date.getDate()}
    </Box>
  );
}

function EventChip({ event, day }: { event: CalendarEvent; day: Date }) {
  const color = eventColor(event.type);
  // An event that began on an earlier day shows that it goes on, not its start time again.
  const goesOn = Date.parse(event.startDate) < startOfDay(day).getTime();
  return (
    <Box
      component="span"
      title={`${eventTypeLabel(event.type)}: ${event.title}`}
      sx={(theme: Theme) => ({
        display: 'block',
        minWidth: 0,
        px: 0.5,
        borderRadius: 0.5,
        bgcolor: theme.palette[color].main,
        color: theme.palette[color].contrastText,
        typography: 'caption',
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      })}
    >
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', mr: 0.5 }}>
        {goesOn ? T.goesOn : formatTime(new Date(event.startDate))}
      </Box>
      <span>{event.title}</span>
    </Box>
  );
}
