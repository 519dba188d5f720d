/**
 * São Paulo periods for missions, rankings and transitory resources. Instants are
 * converted to São Paulo wall time with Intl (no fixed offset assumed), and period
 * boundaries back to UTC instants.
 */
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
}

function wallOf(instant: Date): Wall & { minute: number; second: number } {
  const p = Object.fromEntries(
    formatter.formatToParts(instant).map((x) => [x.type, Number(x.value)]),
  );
  return {
    year: p.year!,
    month: p.month!,
    day: p.day!,
    hour: p.hour!,
    minute: p.minute!,
    second: p.second!,
  };
}

/** The UTC instant at which São Paulo's clock shows the given wall time. */
function instantOf(w: Wall): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour);
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const seen = wallOf(new Date(guess));
    const seenUtc = Date.UTC(
      seen.year,
      seen.month - 1,
      seen.day,
      seen.hour,
      seen.minute,
      seen.second,
    );
    guess += asUtc - seenUtc;
  }
  return new Date(guess);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const dayString = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Calendar arithmetic on a `YYYY-MM-DD` day (no time zone involved). */
function calendar(y: number, m: number, d: number, delta = 0) {
  const date = new Date(Date.UTC(y, m - 1, d + delta));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: (date.getUTCDay() + 6) % 7,
  };
}

/** ISO week (`2026-W47`) of a calendar day. */
function isoWeek(y: number, m: number, d: number): string {
  const { weekday } = calendar(y, m, d);
  const thursday = calendar(y, m, d, 3 - weekday);
  const jan1 = Date.UTC(thursday.year, 0, 1);
  const week =
    Math.floor(
      (Date.UTC(thursday.year, thursday.month - 1, thursday.day) - jan1) / 86_400_000 / 7,
    ) + 1;
  return `${thursday.year}-W${pad(week)}`;
}

export type Recurrence = 'none' | 'day' | 'week' | 'fortnight' | 'month';
export type SpanPeriod = 'hour' | 'day' | 'week' | 'fortnight';

/** The mission period an instant falls in: `once`, `YYYY-MM-DD`, `YYYY-Www`, `YYYY-MM-1|2`, `YYYY-MM`. */
export function periodKey(recurrence: Recurrence, instant: Date): string {
  const w = wallOf(instant);
  switch (recurrence) {
    case 'none':
      return 'once';
    case 'day':
      return dayString(w.year, w.month, w.day);
    case 'week':
      return isoWeek(w.year, w.month, w.day);
    case 'fortnight':
      return `${w.year}-${pad(w.month)}-${w.day <= 15 ? 1 : 2}`;
    case 'month':
      return `${w.year}-${pad(w.month)}`;
  }
}

/** `[start, end)` of the São Paulo hour/day/ISO week/fortnight (1st-15th, 16th-end) containing `instant`. */
export function periodRange(period: SpanPeriod, instant: Date): { start: Date; end: Date } {
  const w = wallOf(instant);
  switch (period) {
    case 'hour': {
      const start = instantOf(w);
      return { start, end: instantOf({ ...w, hour: w.hour + 1 }) };
    }
    case 'day': {
      const next = calendar(w.year, w.month, w.day, 1);
      return { start: instantOf({ ...w, hour: 0 }), end: instantOf({ ...next, hour: 0 }) };
    }
    case 'week': {
      const { weekday } = calendar(w.year, w.month, w.day);
      const monday = calendar(w.year, w.month, w.day, -weekday);
      const nextMonday = calendar(w.year, w.month, w.day, 7 - weekday);
      return {
        start: instantOf({ ...monday, hour: 0 }),
        end: instantOf({ ...nextMonday, hour: 0 }),
      };
    }
    case 'fortnight': {
      const first = w.day <= 15;
      const start = { year: w.year, month: w.month, day: first ? 1 : 16 };
      const end = first
        ? { year: w.year, month: w.month, day: 16 }
        : calendar(w.year, w.month + 1, 1);
      return { start: instantOf({ ...start, hour: 0 }), end: instantOf({ ...end, hour: 0 }) };
    }
  }
}

/** Whole days from `from` to `to` (`to` - `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
