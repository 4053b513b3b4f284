import { osloClockAsUtc } from '@yrkesbro/contracts';

/**
 * The calendar draws its days and times with the computer's own clock (local Dates), while every
 * time in Yrkesbro is Norway's: an interview at 10:30 is at 10:30 in Oslo. Between the API and
 * the calendar, an instant is turned into the local Date whose clock shows what a clock in
 * Norway shows then, and back, so a computer set to another time zone shows the same times as
 * the invitation and the application. In Norway both turns change nothing.
 */
/** Oslo's clock at instant `ms`, written as if it were UTC (its fields, as a number). */
function osloFieldsAsUtc(ms: number): number {
  return osloClockAsUtc(new Date(ms)) + (ms - Math.floor(ms / 1000) * 1000);
}

/** The instant `iso` as the local Date (ISO) whose clock shows Norway's time then. */
export function toOsloClock(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const wall = new Date(osloFieldsAsUtc(ms));
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  ).toISOString();
}

/** The local Date `iso`, its clock read as Norway's, as the instant it is (ISO). */
export function fromOsloClock(iso: string): string {
  const local = new Date(iso);
  if (Number.isNaN(local.getTime())) return iso;
  const wall = Date.UTC(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    local.getMilliseconds(),
  );
  // Oslo's offset, looked up at the first guess and again at the second: summer time may begin
  // or end between the two.
  let instant = wall - (osloFieldsAsUtc(wall) - wall);
  instant = wall - (osloFieldsAsUtc(instant) - instant);
  return new Date(instant).toISOString();
}
