import { describe, expect, it } from 'vitest';
import { relativeTo } from './relative-time';

describe('relativeTo', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('says how long ago, in pt-BR', () => {
    expect(relativeTo('2026-03-10T11:55:00Z', now)).toBe('há 5 minutos');
    expect(relativeTo('2026-03-10T11:59:58Z', now)).toBe('há poucos segundos');
  });

  it('never speaks of the future for something that just arrived', () => {
    expect(relativeTo('2026-03-10T12:00:20Z', now)).toBe('há poucos segundos');
  });
});
