import { osloClock } from '@yrkesbro/contracts';

// The rules of Norwegian time: CET in winter, CEST from the last Sunday of March to the last
// Sunday of October. Calendar apps need them to place a TZID time correctly.
const OSLO_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Oslo',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The address the invitation names as its organizer. RFC 5546 wants an ORGANIZER, an address,
 * with REQUEST and CANCEL (calendar apps match a move or a cancellation to it), and the student
 * sees it: the company's public contact e-mail when it has given one, otherwise the address the
 * mail comes from. Never the owner's login e-mail, which the company profile promises stays
 * unseen.
 */
export function interviewOrganizerEmail(
  contactEmail: string | null | undefined,
  mailFrom: string,
): string {
  return contactEmail || (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/**
 * An iCalendar message (RFC 5545/5546) in Norwegian time that every calendar app can import:
 * REQUEST invites or, with the same UID and a higher SEQUENCE, moves the event already in the
 * student's calendar; CANCEL removes it. The organizer is named by the company (CN), whichever
 * address stands for it.
 */
export function interviewIcs({
  method,
  uid,
  sequence,
  start,
  end,
  summary,
  location,
  description,
  organizer,
  attendeeEmail,
}: {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendeeEmail: string;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Yrkesbro//Intervju//NO',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...OSLO_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `SEQUENCE:${sequence}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `DTSTAMP:${utcStamp(new Date())}`,
    `DTSTART;TZID=Europe/Oslo:${osloStamp(start)}`,
    `DTEND;TZID=Europe/Oslo:${osloStamp(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `ORGANIZER;CN=${quoted(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${attendeeEmail}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The wall-clock time in Oslo as YYYYMMDDTHHMMSS. */
function osloStamp(date: Date): string {
  const c = osloClock(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${c.year}${two(c.month)}${two(c.day)}T${two(c.hour)}${two(c.minute)}${two(c.second)}`;
}

/** A parameter value may hold neither a double quote nor a control character, even quoted. */
function quoted(value: string): string {
  return `"${value.replace(/"/g, "'").replace(/\p{Cc}+/gu, ' ')}"`;
}

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');
}
