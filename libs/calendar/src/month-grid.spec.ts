import type * as MonthGrid from './month-grid.ts';
import type { CalendarEvent } from '@yrkesbro/contracts';
import {
  addMonths,
  eventsOnDay,
  formatDate,
  formatDayName,
  formatTimeRange,
  fromDateTimeLocal,
  gridBounds,
  monthGrid,
  monthName,
  monthRange,
  monthTitle,
  parseIsoDate,
  rangeOfDays,
  shiftMonths,
  toDateTimeLocal,
  toIsoDate,
  weekDays,
  weekdayNames,
} from './month-grid.ts';

const isoDays = (weeks: ReturnType<typeof monthGrid>) =>
  weeks.map((week) => week.map((day) => day.isoDate));

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'e',
  title: 'Hendelse',
  type: 'other',
  startDate: new Date(2027, 2, 12, 9).toISOString(),
  ...overrides,
});

describe('monthGrid', () => {
  it('fills a month that starts on a Sunday with six Monday-first weeks (August 2027)', () => {
    const weeks = monthGrid(2027, 7);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0].map((day) => day.isoDate)).toEqual([
      '2027-07-26',
      '2027-07-27',
      '2027-07-28',
      '2027-07-29',
      '2027-07-30',
      '2027-07-31',
      '2027-08-01',
    ]);
    expect(weeks[0].map((day) => day.inMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(weeks[0].map((day) => day.date.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weeks[5].map((day) => day.isoDate)).toEqual([
      '2027-08-30',
      '2027-08-31',
      '2027-09-01',
      '2027-09-02',
      '2027-09-03',
      '2027-09-04',
      '2027-09-05',
    ]);
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
  });

  it('includes 29 February in a leap year (February 2028) with whole weeks around it', () => {
    const weeks = monthGrid(2028, 1);
    const days = isoDays(weeks).flat();
    expect(weeks).toHaveLength(5);
    expect(days[0]).toBe('2028-01-31');
    expect(days).toContain('2028-02-29');
    expect(days.at(-1)).toBe('2028-03-05');
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(29);
    expect(gridBounds(2028, 1)).toEqual({
      first: new Date(2028, 0, 31),
      last: new Date(2028, 2, 5),
    });
  });

  it('needs no days of other months when February fills four weeks exactly (2027)', () => {
    const weeks = monthGrid(2027, 1);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((day) => day.inMonth)).toBe(true);
    expect(weeks[0][0].isoDate).toBe('2027-02-01');
    expect(weeks[3][6].isoDate).toBe('2027-02-28');
  });

  it('runs December into the next January, and the next month after December is January', () => {
    const weeks = monthGrid(2027, 11);
    expect(weeks[0][0].isoDate).toBe('2027-11-29');
    expect(weeks.at(-1)?.map((day) => day.isoDate)).toEqual([
      '2027-12-27',
      '2027-12-28',
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
    expect(weeks.at(-1)?.map((day) => day.inMonth)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(addMonths(new Date(2027, 11, 15), 1)).toEqual(new Date(2028, 0, 1));
    expect(addMonths(new Date(2028, 0, 15), -1)).toEqual(new Date(2027, 11, 1));
    expect(monthGrid(2028, 0)[0][0].isoDate).toBe('2027-12-27');
  });
});

describe('ranges to load', () => {
  it('loads the whole visible grid of a month, from its first midnight to its last moment', () => {
    expect(monthRange(2027, 11)).toEqual({
      startDate: new Date(2027, 10, 29).toISOString(),
      endDate: new Date(2028, 0, 2, 23, 59, 59, 999).toISOString(),
    });
  });

  it('loads one day', () => {
    expect(rangeOfDays(new Date(2027, 2, 12, 15))).toEqual({
      startDate: new Date(2027, 2, 12).toISOString(),
      endDate: new Date(2027, 2, 12, 23, 59, 59, 999).toISOString(),
    });
  });

  it('finds the Monday-to-Sunday week of a day, across a new year', () => {
    expect(weekDays(new Date(2027, 11, 31)).map(toIsoDate)).toEqual([
      '2027-12-27',
      '2027-12-28',
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
  });

  it('moves by months keeping the day when it exists', () => {
    expect(shiftMonths(new Date(2027, 0, 31), 1)).toEqual(new Date(2027, 1, 28));
    expect(shiftMonths(new Date(2028, 2, 29), -1)).toEqual(new Date(2028, 1, 29));
    expect(shiftMonths(new Date(2027, 11, 12), 1)).toEqual(new Date(2028, 0, 12));
  });
});

describe('eventsOnDay', () => {
  const day = new Date(2027, 2, 12);

  it('keeps the day’s events, earliest first, and events still going on from the day before', () => {
    const late = event({ id: 'late', startDate: new Date(2027, 2, 12, 18).toISOString() });
    const early = event({ id: 'early', startDate: new Date(2027, 2, 12, 8).toISOString() });
    const overnight = event({
      id: 'overnight',
      startDate: new Date(2027, 2, 11, 22).toISOString(),
      endDate: new Date(2027, 2, 12, 2).toISOString(),
    });
    const endedAtMidnight = event({
      id: 'ended',
      startDate: new Date(2027, 2, 11, 22).toISOString(),
      endDate: new Date(2027, 2, 12).toISOString(),
    });
    const tomorrow = event({ id: 'tomorrow', startDate: new Date(2027, 2, 13, 0).toISOString() });
    const lastMinute = event({
      id: 'last-minute',
      startDate: new Date(2027, 2, 12, 23, 59).toISOString(),
    });
    expect(
      eventsOnDay([late, tomorrow, early, endedAtMidnight, lastMinute, overnight], day).map(
        (e) => e.id,
      ),
    ).toEqual(['overnight', 'early', 'late', 'last-minute']);
  });

  it('ignores an event without a readable start', () => {
    expect(eventsOnDay([event({ startDate: 'ikke en dato' })], day)).toEqual([]);
  });
});

describe('Norwegian names and formats', () => {
  it('names the weekdays Monday first', () => {
    expect(weekdayNames()).toEqual(['Man', 'Tir', 'Ons', 'Tor', 'Fre', 'Lør', 'Søn']);
    expect(weekdayNames('long')).toEqual([
      'mandag',
      'tirsdag',
      'onsdag',
      'torsdag',
      'fredag',
      'lørdag',
      'søndag',
    ]);
  });

  it('names months and days as Norwegians write them', () => {
    expect(monthName(2)).toBe('mars');
    expect(monthTitle(2027, 2)).toBe('Mars 2027');
    expect(monthTitle(2028, 0)).toBe('Januar 2028');
    expect(formatDate(new Date(2027, 2, 12))).toBe('12. mars 2027');
    expect(formatDayName(new Date(2027, 2, 12))).toBe('fredag 12. mars 2027');
  });

  it('writes time ranges like 14:30–15:30', () => {
    const start = new Date(2027, 2, 12, 14, 30).toISOString();
    expect(
      formatTimeRange({ startDate: start, endDate: new Date(2027, 2, 12, 15, 30).toISOString() }),
    ).toBe('14:30–15:30');
    expect(formatTimeRange({ startDate: start, endDate: null })).toBe('14:30');
    expect(formatTimeRange({ startDate: new Date(2027, 2, 12, 9, 5).toISOString() })).toBe('09:05');
    expect(
      formatTimeRange({ startDate: start, endDate: new Date(2027, 2, 13, 9).toISOString() }),
    ).toBe('12. mars 14:30–13. mars 09:00');
  });
});

describe('day and form values', () => {
  it('reads only real days from the address', () => {
    expect(parseIsoDate('2028-02-29')).toEqual(new Date(2028, 1, 29));
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('2027-13-01')).toBeNull();
    expect(parseIsoDate('12.03.2027')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
    expect(toIsoDate(new Date(2027, 0, 5))).toBe('2027-01-05');
  });

  it('turns datetime-local values into ISO instants and back', () => {
    const instant = new Date(2027, 2, 12, 14, 30).toISOString();
    expect(fromDateTimeLocal('2027-03-12T14:30')).toBe(instant);
    expect(toDateTimeLocal(instant)).toBe('2027-03-12T14:30');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
  });
});

describe('loading the calendar helpers', () => {
  afterEach(() => jest.restoreAllMocks());

  it('builds no date formatter until one is used: every student page loads this module', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./month-grid.ts') as typeof MonthGrid;
      expect(built).not.toHaveBeenCalled();
      expect(fresh.monthName(2)).toBe('mars');
      expect(fresh.monthName(3)).toBe('april');
    });
    expect(built).toHaveBeenCalledTimes(1);
  });
});
