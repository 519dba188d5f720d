import { describe, expect, it } from 'vitest';
import { presetRange, rangeDays, rangeProblem, suggestedGranularity } from './range-presets';

describe('cash flow range presets', () => {
  const today = '2026-03-15';

  it('runs each preset to the end of the month or year', () => {
    expect(presetRange('este-mes', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('ultimos-3', today)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetRange('ultimos-6', today)).toEqual({ from: '2025-10-01', to: '2026-03-31' });
    expect(presetRange('ultimos-12', today)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(presetRange('este-ano', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('handles month ends and leap years', () => {
    expect(presetRange('este-mes', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('ultimos-3', '2026-01-31')).toEqual({
      from: '2025-11-01',
      to: '2026-01-31',
    });
  });

  it('suggests a readable granularity', () => {
    expect(suggestedGranularity(presetRange('este-mes', today))).toBe('day');
    expect(suggestedGranularity(presetRange('ultimos-3', today))).toBe('week');
    expect(suggestedGranularity(presetRange('ultimos-12', today))).toBe('month');
  });

  it('counts days inclusively and explains bad custom ranges', () => {
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(rangeDays({ from: '2026-03-02', to: '2026-03-01' })).toBe(0);
    expect(rangeProblem({ from: '', to: '2026-03-01' }, 'day')).toBe(
      'Informe as datas inicial e final.',
    );
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' }, 'month')).toBe(
      'A data final deve ser igual ou posterior à inicial.',
    );
    expect(rangeProblem({ from: '2024-01-01', to: '2025-12-31' }, 'day')).toBe(
      'Por dia, o período pode ter no máximo 366 dias.',
    );
    expect(rangeProblem({ from: '2024-01-01', to: '2025-12-31' }, 'month')).toBeNull();
  });
});
