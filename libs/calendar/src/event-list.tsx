import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@yrkesbro/contracts';
import { Link as RouterLink } from '@yrkesbro/ui';
import { eventColor, eventTypeLabel } from './event-types.ts';
import { formatTimeRange, isoDateOf } from './month-grid.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.eventList;

/** Where an event's page is; the day lets that page load only that day's events. */
export function eventPath(event: CalendarEvent): string {
  const day = isoDateOf(event.startDate);
  const path = `/calendar/events/${encodeURIComponent(event.id)}`;
  return day ? `${path}?date=${day}` : path;
}

/** A day's events: time range, title, type and a link to the event, or the empty sentence. */
export function CalendarEventList({
  events,
  emptyText = T.empty,
}: {
  events: readonly CalendarEvent[];
  emptyText?: string;
}) {
  if (events.length === 0) return <Typography color="textSecondary">{emptyText}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {events.map((event) => (
        <Box
          component="li"
          key={event.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
            p: 1.5,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderLeft: 4,
            borderLeftColor: `${eventColor(event.type)}.main`,
            borderRadius: 1,
          }}
        >
          <Typography
            component="span"
            sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary', minWidth: 104 }}
          >
            {formatTimeRange(event)}
          </Typography>
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
              {event.title}
            </Typography>
            <Typography component="span" variant="body2" color="textSecondary">
              {eventTypeLabel(event.type)}
            </Typography>
          </Box>
          <Link
            component={RouterLink}
            to={eventPath(event)}
            aria-label={T.detailsLabel(event.title)}
          >
            {T.details}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
