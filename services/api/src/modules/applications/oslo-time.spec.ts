import { osloToUtc } from './oslo-time';

describe('osloToUtc', () => {
  it('knows winter time (UTC+1) and summer time (UTC+2)', () => {
    expect(osloToUtc('2027-01-15', '14:30').toISOString()).toBe('2027-01-15T13:30:00.000Z');
    expect(osloToUtc('2027-07-15', '09:00').toISOString()).toBe('2027-07-15T07:00:00.000Z');
  });
});
