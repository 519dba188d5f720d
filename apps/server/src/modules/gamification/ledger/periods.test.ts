import { describe, expect, it } from 'vitest';
import { levelFor } from './levels';
import { periodKey, periodRange } from './periods';

const d = (iso: string) => new Date(iso);

describe('São Paulo periods', () => {
  it('keys missions by São Paulo day, ISO week, fortnight and month', () => {
    expect(periodKey('day', d('2026-03-10T02:59:00Z'))).toBe('2026-03-09');
    expect(periodKey('day', d('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
    expect(periodKey('week', d('2026-03-16T02:59:00Z'))).toBe('2026-W11');
    expect(periodKey('week', d('2026-03-16T03:00:00Z'))).toBe('2026-W12');
    expect(periodKey('week', d('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(periodKey('fortnight', d('2026-03-16T02:59:00Z'))).toBe('2026-03-1');
    expect(periodKey('fortnight', d('2026-03-16T03:00:00Z'))).toBe('2026-03-2');
    expect(periodKey('month', d('2026-04-01T02:00:00Z'))).toBe('2026-03');
    expect(periodKey('none', d('2026-04-01T02:00:00Z'))).toBe('once');
  });

  it('bounds hours, days, weeks and fortnights at São Paulo midnight', () => {
    const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];
    expect(iso(periodRange('hour', d('2026-03-10T02:59:00Z')))).toEqual([
      '2026-03-10T02:00:00.000Z',
      '2026-03-10T03:00:00.000Z',
    ]);
    expect(iso(periodRange('day', d('2026-03-10T02:59:00Z')))).toEqual([
      '2026-03-09T03:00:00.000Z',
      '2026-03-10T03:00:00.000Z',
    ]);
    expect(iso(periodRange('day', d('2026-03-10T03:00:00Z')))).toEqual([
      '2026-03-10T03:00:00.000Z',
      '2026-03-11T03:00:00.000Z',
    ]);
    expect(iso(periodRange('week', d('2026-03-10T15:00:00Z')))).toEqual([
      '2026-03-09T03:00:00.000Z',
      '2026-03-16T03:00:00.000Z',
    ]);
    expect(iso(periodRange('fortnight', d('2026-03-10T15:00:00Z')))).toEqual([
      '2026-03-01T03:00:00.000Z',
      '2026-03-16T03:00:00.000Z',
    ]);
    expect(iso(periodRange('fortnight', d('2026-02-20T15:00:00Z')))).toEqual([
      '2026-02-16T03:00:00.000Z',
      '2026-03-01T03:00:00.000Z',
    ]);
    expect(iso(periodRange('fortnight', d('2026-12-31T15:00:00Z')))).toEqual([
      '2026-12-16T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ]);
  });
});

describe('levels', () => {
  const levels = [
    { level: 1, name: 'Novato', xpThreshold: 0 },
    { level: 2, name: 'Aprendiz', xpThreshold: 100 },
    { level: 3, name: 'Mestre', xpThreshold: 300 },
  ];
  it('a level is reached at its threshold exactly', () => {
    expect(levelFor(levels, 99)).toEqual({
      level: { n: 1, name: 'Novato' },
      nextLevel: { n: 2, name: 'Aprendiz', xpThreshold: 100 },
      progress: 0.99,
    });
    expect(levelFor(levels, 100).level).toEqual({ n: 2, name: 'Aprendiz' });
    expect(levelFor(levels, 200).progress).toBe(0.5);
    expect(levelFor(levels, 1000)).toEqual({
      level: { n: 3, name: 'Mestre' },
      nextLevel: null,
      progress: 1,
    });
    expect(levelFor([{ level: 1, name: 'Um', xpThreshold: 50 }], 10)).toEqual({
      level: null,
      nextLevel: { n: 1, name: 'Um', xpThreshold: 50 },
      progress: 0.2,
    });
    expect(levelFor([], 10)).toEqual({ level: null, nextLevel: null, progress: 0 });
  });
});
