import { fromOsloClock, toOsloClock } from './oslo-clock.ts';

/** Runs `check` on a computer whose clock is set to `zone` (Node reads TZ as it changes). */
function inZone(zone: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    process.env.TZ = before;
  }
}

describe("the calendar's clock", () => {
  it('shows Norway’s time on a computer in UTC, winter and summer, and reads it back', () => {
    inZone('UTC', () => {
      // 10:30 in Oslo in winter is 09:30 UTC; the calendar's local Date must say 10:30.
      const winter = toOsloClock('2027-01-15T09:30:00.000Z');
      expect(new Date(winter).getHours()).toBe(10);
      expect(new Date(winter).getMinutes()).toBe(30);
      expect(fromOsloClock(winter)).toBe('2027-01-15T09:30:00.000Z');
      const summer = toOsloClock('2027-06-15T08:30:00.000Z');
      expect(new Date(summer).getHours()).toBe(10);
      expect(fromOsloClock(summer)).toBe('2027-06-15T08:30:00.000Z');
      // Just after midnight in Oslo is still the day before in UTC: the calendar's day is Norway's.
      expect(new Date(toOsloClock('2027-03-14T23:30:00.000Z')).getDate()).toBe(15);
    });
  });

  it('works the same on a computer behind UTC, and around the change to summer time', () => {
    inZone('America/New_York', () => {
      const shown = toOsloClock('2027-03-28T00:30:00.000Z');
      expect(new Date(shown).getHours()).toBe(1);
      expect(fromOsloClock(shown)).toBe('2027-03-28T00:30:00.000Z');
      const after = toOsloClock('2027-03-28T01:30:00.000Z');
      expect(new Date(after).getHours()).toBe(3);
      expect(fromOsloClock(after)).toBe('2027-03-28T01:30:00.000Z');
    });
  });

  it('changes nothing on a computer in Norway, and leaves what is no time alone', () => {
    inZone('Europe/Oslo', () => {
      expect(toOsloClock('2027-01-15T09:30:00.000Z')).toBe('2027-01-15T09:30:00.000Z');
      expect(fromOsloClock('2027-06-15T08:30:00.000Z')).toBe('2027-06-15T08:30:00.000Z');
    });
    expect(toOsloClock('ikke en tid')).toBe('ikke en tid');
  });
});
