import { interviewIcs } from './interview-ics';
import { osloToUtc } from './oslo-time';

describe('interviewIcs', () => {
  const ics = (date: string, time: string) => {
    const start = osloToUtc(date, time);
    return interviewIcs({
      uid: 'interview-1@yrkesbro.no',
      start,
      end: new Date(start.getTime() + 3600000),
      summary: 'Intervju: Lærling, rørlegger; Bergen',
      location: 'Strandkaien 2\nBergen',
      description: 'Velkommen',
      organizerEmail: 'bedrift@yrkesbro.no',
    });
  };

  it('is a VCALENDAR with one VEVENT at the wall-clock time in Europe/Oslo', () => {
    const text = ics('2027-07-15', '14:30');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('TZID:Europe/Oslo');
    expect(text).toContain('DTSTART;TZID=Europe/Oslo:20270715T143000');
    expect(text).toContain('DTEND;TZID=Europe/Oslo:20270715T153000');
    expect(ics('2027-01-15', '09:00')).toContain('DTSTART;TZID=Europe/Oslo:20270115T090000');
  });

  it('escapes commas, semicolons and line breaks', () => {
    const text = ics('2027-07-15', '14:30');
    expect(text).toContain('SUMMARY:Intervju: Lærling\\, rørlegger\\; Bergen');
    expect(text).toContain('LOCATION:Strandkaien 2\\nBergen');
  });
});
