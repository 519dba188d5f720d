import { describe, expect, it } from 'vitest';
import { formatBRL, parseBRL } from './brl';

describe('formatBRL', () => {
  it('shows centavos as Brazilian reais', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(100000000)).toBe('R$ 1.000.000,00');
    expect(formatBRL(-1050)).toBe('-R$ 10,50');
  });
});

describe('parseBRL', () => {
  it('reads displays and typed amounts into centavos', () => {
    expect(parseBRL('R$ 1.234,56')).toBe(123456);
    expect(parseBRL('1234,5')).toBe(123450);
    expect(parseBRL('1.234')).toBe(123400);
    expect(parseBRL('-R$ 10,00')).toBe(-1000);
    expect(parseBRL(formatBRL(987654321))).toBe(987654321);
  });

  it('is null for text without an amount or with too many decimals', () => {
    expect(parseBRL('')).toBeNull();
    expect(parseBRL('R$ ')).toBeNull();
    expect(parseBRL('12,345')).toBeNull();
  });
});
