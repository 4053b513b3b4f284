import { osloToUtc } from './oslo-time.ts';
import { APPLICATION_MESSAGES, isFutureInNorway, todayInNorway } from './applications.ts';
import { scheduleInterviewSchema } from './applications-schemas.ts';

describe('osloToUtc', () => {
  it('knows winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(osloToUtc('2027-01-15', '14:30').toISOString()).toBe('2027-01-15T13:30:00.000Z');
    expect(osloToUtc('2027-07-15', '09:00').toISOString()).toBe('2027-07-15T07:00:00.000Z');
  });
});

describe('isFutureInNorway', () => {
  // 17:06 in Oslo on a winter day (UTC+1).
  const now = new Date('2026-11-22T16:06:00.000Z');

  it('refuses an earlier time the same day and accepts a later one, in Oslo time', () => {
    expect(isFutureInNorway('2026-11-22', '08:00', now)).toBe(false);
    expect(isFutureInNorway('2026-11-22', '17:06', now)).toBe(false);
    expect(isFutureInNorway('2026-11-22', '17:07', now)).toBe(true);
    expect(isFutureInNorway('2026-11-21', '23:59', now)).toBe(false);
    expect(isFutureInNorway('2026-11-23', '00:00', now)).toBe(true);
  });

  it('leaves incomplete input to the fields’ own rules', () => {
    expect(isFutureInNorway('', '08:00', now)).toBe(true);
    expect(isFutureInNorway('2026-11-22', '', now)).toBe(true);
  });

  it('is the schema’s rule for the time: midnight today has passed', async () => {
    await expect(
      scheduleInterviewSchema.validate({
        interviewDate: todayInNorway(),
        interviewTime: '00:00',
        meetingType: 'online',
      }),
    ).rejects.toThrow(APPLICATION_MESSAGES.interviewTimePast);
  });
});
