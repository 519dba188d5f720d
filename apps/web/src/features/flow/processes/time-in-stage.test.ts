import { describe, expect, it } from 'vitest';
import { durationText, sinceText } from './time-in-stage';

describe('time in stage', () => {
  const now = Date.parse('2026-03-13T12:00:00Z');
  it('says how long ago a card entered its stage', () => {
    expect(sinceText('2026-03-10T12:00:00Z', now)).toBe('há 3 dias');
    expect(sinceText('2026-03-12T11:00:00Z', now)).toBe('há 1 dia');
    expect(sinceText('2026-03-13T07:00:00Z', now)).toBe('há 5 horas');
    expect(sinceText('2026-03-13T11:58:00Z', now)).toBe('há 2 minutos');
    expect(sinceText('2026-03-13T11:59:50Z', now)).toBe('agora há pouco');
  });
  it('writes durations of past stays', () => {
    expect(durationText(3 * 86_400_000 + 4 * 3_600_000)).toBe('3 dias e 4 h');
    expect(durationText(5 * 3_600_000 + 12 * 60_000)).toBe('5 h e 12 min');
    expect(durationText(12 * 60_000)).toBe('12 min');
    expect(durationText(10_000)).toBe('menos de 1 min');
  });
});
