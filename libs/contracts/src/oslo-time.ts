/** What a clock in Norway shows at an instant (summer time included); month 1–12. */
export interface OsloClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Building a formatter is slow next to using one, and the calendar reads the clock per event.
let osloFormat: Intl.DateTimeFormat | undefined;

export function osloClock(date: Date): OsloClock {
  osloFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = osloFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Oslo's clock at `date`, its fields read as if they were UTC, in milliseconds (no fraction). */
export function osloClockAsUtc(date: Date): number {
  const c = osloClock(date);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
}

/** The instant of a wall-clock date and time in Norway (summer time included). */
export function osloToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // Oslo's offset at (about) that moment: the wall time there minus UTC.
  const wall = osloClockAsUtc(new Date(naive));
  return new Date(naive - (wall - naive));
}
