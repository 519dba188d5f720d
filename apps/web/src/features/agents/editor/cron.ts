/**
 * A small reader of five-field cron expressions (minute hour day month weekday), enough to
 * describe a schedule in pt-BR and list its next runs in the editor. The server has the last
 * word (it answers 422 with `agentMessages.badCron`); this only has to agree on the common
 * syntax: `*`, numbers, ranges `1-5`, steps `*\/15` `0-30/10`, lists `1,15`, names `mon` `jan`,
 * and weekday 7 as Sunday.
 */
export interface CronField {
  /** The allowed values, ascending. */
  values: number[];
  /** Written as `*` (every value): for day and weekday this changes how they combine. */
  star: boolean;
  /** `*\/n` or `a-b/n`: the step, for "a cada n minutos". */
  step: number | null;
  /** Written as one range `a-b` (no step, no list): "de segunda a sexta". */
  range: [number, number] | null;
}

export interface CronSpec {
  minute: CronField;
  hour: CronField;
  day: CronField;
  month: CronField;
  weekday: CronField;
}

const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];
const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function number(text: string, names: string[] | null, offset: number): number | null {
  const lower = text.toLowerCase();
  const named = names ? names.indexOf(lower) : -1;
  if (named >= 0) return named + offset;
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

function parseField(
  text: string,
  min: number,
  max: number,
  names: string[] | null = null,
  offset = 0,
): CronField | null {
  const values = new Set<number>();
  const parts = text.split(',');
  let step: number | null = null;
  let range: [number, number] | null = null;
  for (const part of parts) {
    const [base = '', stepText] = part.split('/');
    const by = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(by) || by < 1 || (stepText !== undefined && !/^\d+$/.test(stepText)))
      return null;
    let from: number | null;
    let to: number | null;
    if (base === '*') [from, to] = [min, max];
    else if (base.includes('-')) {
      const [a = '', b = ''] = base.split('-');
      [from, to] = [number(a, names, offset), number(b, names, offset)];
    } else {
      from = number(base, names, offset);
      // `5/10`: from 5 to the end, every 10.
      to = stepText === undefined ? from : max;
    }
    if (from === null || to === null || from < min || to > max || from > to) return null;
    for (let v = from; v <= to; v += by) values.add(v);
    if (parts.length === 1) {
      if (stepText !== undefined) step = by;
      else if (base.includes('-')) range = [from, to];
    }
  }
  return {
    values: [...values].sort((a, b) => a - b),
    star: text === '*',
    step,
    range,
  };
}

export function parseCron(cron: string): CronSpec | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [m = '', h = '', d = '', mo = '', w = ''] = fields;
  const minute = parseField(m, 0, 59);
  const hour = parseField(h, 0, 23);
  const day = parseField(d, 1, 31);
  const month = parseField(mo, 1, 12, monthNames, 1);
  const weekday = parseField(w, 0, 7, dayNames, 0);
  if (!minute || !hour || !day || !month || !weekday) return null;
  // 7 is Sunday as well as 0.
  if (weekday.values.includes(7)) {
    weekday.values = [...new Set(weekday.values.map((v) => v % 7))].sort((a, b) => a - b);
  }
  return { minute, hour, day, month, weekday };
}

/** Whether a calendar day matches: day and weekday both restricted → either one (cron's rule). */
function dayMatches(spec: CronSpec, date: Date): boolean {
  if (!spec.month.values.includes(date.getUTCMonth() + 1)) return false;
  const byDay = spec.day.values.includes(date.getUTCDate());
  const byWeekday = spec.weekday.values.includes(date.getUTCDay());
  if (spec.day.star) return byWeekday;
  if (spec.weekday.star) return byDay;
  return byDay || byWeekday;
}

/**
 * The wall-clock time now in `timeZone`, as a Date whose UTC fields are that wall time (the
 * editor computes and shows schedules in the workspace's wall time, never converting).
 */
export function wallClockNow(timeZone: string, now = new Date()): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return new Date(
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!),
  );
}

/** The next `count` wall-clock times after `after` (a wall-clock Date, see wallClockNow). */
export function nextRuns(spec: CronSpec, after: Date, count: number): Date[] {
  const found: Date[] = [];
  const start = Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate());
  // Five years covers a 29 February schedule.
  for (let d = 0; d < 366 * 5 && found.length < count; d++) {
    const day = new Date(start + d * 86_400_000);
    if (!dayMatches(spec, day)) continue;
    for (const h of spec.hour.values) {
      for (const m of spec.minute.values) {
        const at = new Date(day.getTime() + (h * 60 + m) * 60_000);
        if (at > after) found.push(at);
        if (found.length >= count) return found;
      }
    }
  }
  return found;
}
