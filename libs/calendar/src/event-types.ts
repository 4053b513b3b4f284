import type { CalendarEventType } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';

/** The event types as the form and the legend name them. */
export const CALENDAR_EVENT_TYPE_LABELS: Record<CalendarEventType, string> = TEXTS.eventTypes;

/**
 * The theme colour of each type (seed 2: interview blue, deadline red, other green). Each
 * passes AA with white text, so titles can sit on it.
 */
export const CALENDAR_EVENT_COLORS: Record<CalendarEventType, 'primary' | 'error' | 'success'> = {
  interview: 'primary',
  deadline: 'error',
  other: 'success',
};

export function eventTypeLabel(type: string): string {
  return CALENDAR_EVENT_TYPE_LABELS[type as CalendarEventType] ?? CALENDAR_EVENT_TYPE_LABELS.other;
}

export function eventColor(type: string): 'primary' | 'error' | 'success' {
  return CALENDAR_EVENT_COLORS[type as CalendarEventType] ?? CALENDAR_EVENT_COLORS.other;
}
