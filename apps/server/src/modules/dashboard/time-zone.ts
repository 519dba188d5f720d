import type { Queryable } from '../../platform/db/client';
import { personTimeZone } from '../settings';

/**
 * Days of the dashboard (heatmap, "today") are the person's calendar days, in the zone of
 * their settings (America/Sao_Paulo until they choose another).
 */
export function timeZoneOf(q: Queryable, userId: string): Promise<string> {
  return personTimeZone(q, userId);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(instant: Date, timeZone: string) {
  const p = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return p as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** The calendar day `YYYY-MM-DD` of an instant in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The zone's offset from UTC at an instant, in milliseconds (São Paulo: −3 h). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The first instant of `day` in `timeZone` (midnight; twice corrected for a DST change). */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  guess = midnightUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** `day` moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}
