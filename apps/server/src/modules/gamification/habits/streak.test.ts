import { describe, expect, it } from 'vitest';
import { dailyStreak, weekdayOf } from './streak';

// 2026-11-23 is a Monday.
const every = [0, 1, 2, 3, 4, 5, 6];
const streak = (done: string[], today: string, weekdays = every, createdDay = '2026-11-01') =>
  dailyStreak({ done: new Set(done), weekdays, createdDay, today });

describe('dailyStreak', () => {
  it('knows the weekday of a calendar day', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('counts due days done in a row, today included once done', () => {
    expect(streak(['2026-11-22', '2026-11-23'], '2026-11-23')).toBe(2);
    expect(streak(['2026-11-21', '2026-11-23'], '2026-11-23')).toBe(1);
  });

  it('keeps yesterday’s streak while today is still open, and breaks on a missed due day', () => {
    expect(streak(['2026-11-21', '2026-11-22'], '2026-11-23')).toBe(2);
    expect(streak(['2026-11-21'], '2026-11-23')).toBe(0);
  });

  it('skips days the daily is not due', () => {
    // Monday, Wednesday and Friday: Tuesday and Thursday off do not break it.
    const mwf = [1, 3, 5];
    expect(
      streak(['2026-11-16', '2026-11-18', '2026-11-20', '2026-11-23'], '2026-11-24', mwf),
    ).toBe(4);
    expect(streak(['2026-11-16', '2026-11-20', '2026-11-23'], '2026-11-24', mwf)).toBe(2);
  });

  it('never looks before the day it was created', () => {
    expect(streak(['2026-11-23'], '2026-11-23', every, '2026-11-23')).toBe(1);
    expect(streak([], '2026-11-23', every, '2026-11-23')).toBe(0);
  });
});
