import type { CalendarEvent } from '@yrkesbro/contracts';
import { requests } from '@yrkesbro/testing';

export * from '@yrkesbro/testing';

/** The startDate/endDate of every GET /api/calendar/events, in order. */
export function loadedRanges(fetchMock: jest.SpyInstance): Record<string, string>[] {
  return requests(fetchMock)
    .filter(({ method, url }) => method === 'GET' && url.pathname === '/api/calendar/events')
    .map(({ url }) => Object.fromEntries(url.searchParams));
}

/** An event at local time: `at(2027, 2, 12, 14, 30)` is 12 March 2027 at 14:30 here. */
export function at(year: number, month: number, day: number, hour = 0, minute = 0): string {
  return new Date(year, month, day, hour, minute).toISOString();
}

let nextId = 1;

export function anEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    title: 'Intervju hos Rør AS',
    type: 'interview',
    startDate: at(2027, 2, 12, 14, 30),
    endDate: at(2027, 2, 12, 15, 30),
    description: null,
    ...overrides,
  };
}
