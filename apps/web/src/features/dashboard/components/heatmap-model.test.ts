import { describe, expect, it } from 'vitest';
import { activityCount, addDays, dayText, heatmapDays, levelOf } from './heatmap-model';

describe('heatmap model', () => {
  it('says each day in pt-BR, singular for one activity', () => {
    expect(dayText(12, '2026-03-03')).toBe('12 atividades em 3 de março');
    expect(dayText(1, '2026-01-01')).toBe('1 atividade em 1 de janeiro');
    expect(dayText(0, '2026-12-31')).toBe('Nenhuma atividade em 31 de dezembro');
    expect(dayText(1234, '2026-02-09')).toBe('1.234 atividades em 9 de fevereiro');
    expect(activityCount(1)).toBe('1 atividade');
    expect(activityCount(2)).toBe('2 atividades');
  });

  it('moves across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
  });

  it('levels are relative to the busiest day; any activity shows', () => {
    expect(levelOf(0, 10)).toBe(0);
    expect(levelOf(1, 100)).toBe(1);
    expect(levelOf(50, 100)).toBe(2);
    expect(levelOf(100, 100)).toBe(4);
  });

  it('fills every day of the range, keeping the counts the server sent', () => {
    const days = heatmapDays({
      from: '2025-11-26',
      to: '2026-11-25',
      total: 13,
      days: [
        { day: '2026-03-03', count: 12 },
        { day: '2026-03-04', count: 1 },
      ],
    });
    expect(days).toHaveLength(365);
    expect(days[0]).toEqual({ date: '2025-11-26', count: 0, level: 0 });
    expect(days.at(-1)!.date).toBe('2026-11-25');
    expect(days.find((d) => d.date === '2026-03-03')).toEqual({
      date: '2026-03-03',
      count: 12,
      level: 4,
    });
    expect(days.find((d) => d.date === '2026-03-04')!.level).toBe(1);
  });
});
