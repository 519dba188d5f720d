import { addDays } from '../../../platform/clock';

/** Day of the week of a `YYYY-MM-DD` calendar day, 0 = Sunday (no time zone involved). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * A daily's streak: due days done in a row, walking back from today. Today counts when done
 * and, while not done yet, does not break the streak (the day is not over); days it is not due
 * are skipped; the walk stops at the day it was created. Done days that were not due add
 * nothing (Habitica's rule).
 */
export function dailyStreak(input: {
  done: ReadonlySet<string>;
  weekdays: readonly number[];
  createdDay: string;
  today: string;
}): number {
  const due = new Set(input.weekdays);
  let streak = 0;
  let day = input.today;
  if (due.has(weekdayOf(day)) && !input.done.has(day)) day = addDays(day, -1);
  // A due day comes at least once a week: 400 days bounds the walk for a year of streak.
  for (let i = 0; i < 400 && day >= input.createdDay; i++, day = addDays(day, -1)) {
    if (!due.has(weekdayOf(day))) continue;
    if (!input.done.has(day)) break;
    streak++;
  }
  return streak;
}
