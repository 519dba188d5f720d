import {
  addMonthsToDay,
  occurrenceDate,
  RECURRENCE_HORIZON_MONTHS,
} from '@orbita/contracts/finance';
import { today } from '../../../platform/clock';
import type { financeRecurrences } from './schema';

export type RecurrenceRow = typeof financeRecurrences.$inferSelect;
type Schedule = Pick<
  RecurrenceRow,
  | 'frequency'
  | 'interval'
  | 'anchorDate'
  | 'anchorNumber'
  | 'firstNumber'
  | 'lastNumber'
  | 'endDate'
>;

/** A "never ending" series still has to stop somewhere when counted: 30 years of weeks. */
const SCAN_MAX = 1600;

/** The day up to which occurrences should exist now: today + the horizon (12 months). */
export function horizon(): string {
  return addMonthsToDay(today(), RECURRENCE_HORIZON_MONTHS);
}

/** The occurrence numbers of a series falling on or before `through`, with their dates. */
export function occurrencesThrough(
  rec: Schedule,
  through: string,
): { number: number; date: string }[] {
  const out: { number: number; date: string }[] = [];
  for (let n = rec.firstNumber; out.length < SCAN_MAX; n++) {
    if (rec.lastNumber !== null && n > rec.lastNumber) break;
    const date = occurrenceDate(rec, n);
    if (date > through || (rec.endDate && date > rec.endDate)) break;
    out.push({ number: n, date });
  }
  return out;
}

/** How many occurrences a series ending on `endDate` has (for "3/12" when it ends by date). */
export function countUntil(rec: Omit<Schedule, 'lastNumber'>, endDate: string): number {
  return occurrencesThrough({ ...rec, lastNumber: null }, endDate).length;
}
