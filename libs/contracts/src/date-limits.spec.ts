import { APPLICATION_MESSAGES, todayInNorway } from './applications.ts';
import { scheduleInterviewSchema } from './applications-schemas.ts';
import { CALENDAR_MESSAGES } from './calendar.ts';
import { calendarEventSchema } from './calendar-schemas.ts';

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
});
