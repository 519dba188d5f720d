import { formatIntegerBR } from '../../../platform/masks/number-br';
import type { DashboardActivity } from '@orbita/contracts/dashboard';

/** The labels the calendar draws, in pt-BR (months as the spec abbreviates them: jan, fev, …). */
export const MONTH_LABELS = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
];
export const WEEKDAY_LABELS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

export const MAX_LEVEL = 4;

export interface HeatmapDay {
  date: string;
  count: number;
  level: number;
}

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` as a UTC instant: calendar arithmetic with no time zone or DST in the way. */
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `day` moved by `by` days (`2026-03-01`, -1 → `2026-02-28`). */
export function addDays(day: string, by: number): string {
  return toDay(toTime(day) + by * DAY_MS);
}

/** "12 atividades em 3 de março", "1 atividade em 1 de janeiro", "Nenhuma atividade em …". */
export function dayText(count: number, day: string): string {
  const [, month, date] = day.split('-').map(Number);
  const when = `${date} de ${MONTH_NAMES[(month ?? 1) - 1]}`;
  if (count === 0) return `Nenhuma atividade em ${when}`;
  return `${formatIntegerBR(count)} ${count === 1 ? 'atividade' : 'atividades'} em ${when}`;
}

/** "1 atividade", "1.234 atividades". */
export function activityCount(count: number): string {
  return `${formatIntegerBR(count)} ${count === 1 ? 'atividade' : 'atividades'}`;
}

/**
 * Level 0 (none) to 4 (the busiest days), relative to the busiest day of the year, so a
 * light user's calendar still shows contrast; any activity is at least level 1.
 */
export function levelOf(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.min(MAX_LEVEL, Math.ceil((count / max) * MAX_LEVEL)));
}

/** Every day of `from`..`to` (the server sends only the active ones), with its level. */
export function heatmapDays(activity: DashboardActivity): HeatmapDay[] {
  const counts = new Map(activity.days.map((d) => [d.day, d.count]));
  const max = Math.max(0, ...activity.days.map((d) => d.count));
  const days: HeatmapDay[] = [];
  for (let t = toTime(activity.from); t <= toTime(activity.to); t += DAY_MS) {
    const date = toDay(t);
    const count = counts.get(date) ?? 0;
    days.push({ date, count, level: levelOf(count, max) });
  }
  return days;
}
