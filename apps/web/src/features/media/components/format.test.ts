import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, quotaPercent } from './format';

describe('media formatting', () => {
  it('writes sizes the Brazilian way', () => {
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2,4 MB');
    expect(formatBytes(812 * 1024)).toBe('812 KB');
  });

  it('writes dates dd/mm/aaaa', () => {
    expect(formatDate('2026-03-02T15:00:00Z')).toBe('02/03/2026');
  });

  it('gives the quota bar a bounded percentage', () => {
    expect(quotaPercent(50, 200)).toBe(25);
    expect(quotaPercent(300, 200)).toBe(100);
    expect(quotaPercent(10, null)).toBe(0);
  });
});
