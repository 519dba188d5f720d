import { describe, expect, it } from 'vitest';
import { asText, duration, errorRate } from './format';

describe('agents format', () => {
  it('reads durations at every scale in pt-BR', () => {
    expect(duration(null)).toBe('—');
    expect(duration(850)).toBe('850 ms');
    expect(duration(2400)).toBe('2,4 s');
    expect(duration(185_000)).toBe('3 min 5 s');
    expect(duration(7_800_000)).toBe('2 h 10 min');
  });

  it('gives the error rate of the day, a dash when nothing ran', () => {
    expect(errorRate(0, 0)).toBe('—');
    expect(errorRate(8, 0)).toBe('0%');
    expect(errorRate(3, 1)).toBe('33%');
  });

  it('shows values as text', () => {
    expect(asText('<b>oi</b>')).toBe('<b>oi</b>');
    expect(asText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(asText(null)).toBe('—');
  });
});
