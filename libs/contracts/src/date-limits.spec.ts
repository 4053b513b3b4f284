import { APPLICATION_MESSAGES, todayInNorway } from './applications.ts';
import { scheduleInterviewSchema } from './applications-schemas.ts';
import { CALENDAR_MESSAGES } from './calendar.ts';
import { calendarEventSchema, calendarRangeSchema } from './calendar-schemas.ts';

const messageOf = (check: () => unknown) => {
  try {
    check();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('dates that make sense', () => {
  it('plans an interview at most two years ahead', () => {
    const today = todayInNorway();
    const year = Number(today.slice(0, 4));
    const interview = (interviewDate: string) =>
      messageOf(() =>
        scheduleInterviewSchema.validateSync({
          interviewDate,
          interviewTime: '10:00',
          meetingType: 'online',
        }),
      );
    expect(interview(`${year + 2}${today.slice(4)}`)).toBeNull();
    expect(interview(`${year + 3}${today.slice(4)}`)).toBe(
      APPLICATION_MESSAGES.interviewDateTooFar,
    );
    expect(interview('9999-12-31')).toBe(APPLICATION_MESSAGES.interviewDateTooFar);
  });

  it('keeps calendar events within the years the calendar shows', () => {
    const event = (startDate: string, endDate: string | null = null) =>
      messageOf(() => calendarEventSchema.validateSync({ title: 'Frist', startDate, endDate }));
    expect(event('2027-03-01T09:00:00.000Z')).toBeNull();
    expect(event('0001-01-01T09:00:00.000Z')).toBe(CALENDAR_MESSAGES.outOfRange);
    expect(event('9999-01-01T09:00:00.000Z')).toBe(CALENDAR_MESSAGES.outOfRange);
    expect(event('2027-03-01T09:00:00.000Z', '9999-01-01T09:00:00.000Z')).toBe(
      CALENDAR_MESSAGES.outOfRange,
    );
  });

  it('refuses a day the month does not have, rather than the day it rolls over to', () => {
    const event = (startDate: string, endDate: string | null = null) =>
      messageOf(() => calendarEventSchema.validateSync({ title: 'Frist', startDate, endDate }));
    expect(event('2026-02-30T14:00:00Z')).toBe(CALENDAR_MESSAGES.dateInvalid);
    expect(event('2026-04-31T14:00:00Z')).toBe(CALENDAR_MESSAGES.dateInvalid);
    expect(event('2027-02-29T14:00:00Z')).toBe(CALENDAR_MESSAGES.dateInvalid);
    expect(event('2028-02-29T14:00:00Z')).toBeNull();
    expect(event('2026-02-28T14:00:00Z', '2026-02-31T14:00:00Z')).toBe(
      CALENDAR_MESSAGES.dateInvalid,
    );
    // The form checks its own datetime-local values with the same schema.
    expect(event('2026-02-28T14:00', '2026-03-01T09:30')).toBeNull();
    // Formats of Date.parse's own are not read, so no day in them goes unchecked.
    expect(event('Feb 30 2026')).toBe(CALENDAR_MESSAGES.startRequired);
  });

  it('refuses a calendar range that ends before it starts or on a day that does not exist', () => {
    const range = (startDate: string, endDate: string) =>
      messageOf(() => calendarRangeSchema.validateSync({ startDate, endDate }));
    expect(range('2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z')).toBeNull();
    expect(range('2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBeNull();
    expect(range('2026-04-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')).toBe(
      CALENDAR_MESSAGES.endBeforeStart,
    );
    expect(range('2026-02-30T00:00:00.000Z', '2026-04-01T00:00:00.000Z')).toBe(
      CALENDAR_MESSAGES.dateInvalid,
    );
  });
});
