import { interviewIcs, interviewOrganizerEmail } from './interview-ics';
import { osloToUtc } from '@yrkesbro/contracts';

describe('interviewIcs', () => {
  const ics = (
    date: string,
    time: string,
    method: 'REQUEST' | 'CANCEL' = 'REQUEST',
    sequence = 0,
  ) => {
    const start = osloToUtc(date, time);
    return interviewIcs({
      method,
      sequence,
      attendeeEmail: 'elev@yrkesbro.no',
      uid: 'interview-1@yrkesbro.no',
      start,
      end: new Date(start.getTime() + 3600000),
      summary: 'Intervju: Lærling, rørlegger; Bergen',
      location: 'Strandkaien 2\nBergen',
      description: 'Velkommen',
      organizer: { name: 'Rør "Bergen" AS', email: 'post@ror.no' },
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

  it('invites with REQUEST and cancels with CANCEL, the same UID at a higher SEQUENCE', () => {
    const invite = ics('2027-07-15', '14:30');
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('SEQUENCE:0');
    expect(invite).toContain('STATUS:CONFIRMED');
    expect(invite).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:elev@yrkesbro.no');
    const cancel = ics('2027-07-15', '14:30', 'CANCEL', 2);
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('SEQUENCE:2');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain('UID:interview-1@yrkesbro.no');
  });

  it('names the company as its organizer, by the address it is given', () => {
    // A quoted parameter value may hold no double quote (RFC 5545, 3.1).
    expect(ics('2027-07-15', '14:30')).toContain(
      '\r\nORGANIZER;CN="Rør \'Bergen\' AS":mailto:post@ror.no\r\n',
    );
  });
});

describe('interviewOrganizerEmail', () => {
  it("is the company's contact e-mail, or the platform's sender without one", () => {
    expect(interviewOrganizerEmail('post@ror.no', 'Yrkesbro <ikke-svar@yrkesbro.no>')).toBe(
      'post@ror.no',
    );
    for (const none of [null, undefined, ''])
      expect(interviewOrganizerEmail(none, 'Yrkesbro <ikke-svar@yrkesbro.no>')).toBe(
        'ikke-svar@yrkesbro.no',
      );
    expect(interviewOrganizerEmail(null, ' ikke-svar@yrkesbro.no ')).toBe('ikke-svar@yrkesbro.no');
  });
});
