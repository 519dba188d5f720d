import { describe, expect, it } from 'vitest';
import { formatIntegerBR, formatNumberBR, NUMBER_MESSAGE, parseNumberBR } from './number-br';

const read = (text: string) => {
  const parsed = parseNumberBR(text);
  return parsed.ok ? parsed.value : parsed.message;
};

describe('parseNumberBR', () => {
  it('reads numbers typed the Brazilian way', () => {
    expect(read('0,5')).toBe(0.5);
    expect(read('1.234,5')).toBe(1234.5);
    expect(read('1.234.567,89')).toBe(1234567.89);
    expect(read('1.234')).toBe(1234);
    expect(read('-3')).toBe(-3);
    expect(read('−2,5')).toBe(-2.5);
    expect(read('+7')).toBe(7);
    expect(read(' 42 ')).toBe(42);
    expect(read(',5')).toBe(0.5);
    expect(read('12,')).toBe(12);
    expect(read('1 234,5')).toBe(1234.5);
    expect(read('0')).toBe(0);
    expect(read('-0')).toBe(0);
  });

  it('takes a lone dot that cannot group thousands as the decimal point', () => {
    expect(read('0.5')).toBe(0.5);
    expect(read('3.14')).toBe(3.14);
  });

  it('reads empty text as no value', () => {
    expect(read('')).toBeNull();
    expect(read('   ')).toBeNull();
  });

  it('refuses what is not one number, whole', () => {
    for (const text of ['1,2,3', '1e5', 'abc', '5a', '1.23.4', '12.5,3', '-', ',', '--3', '0x10'])
      expect(read(text), text).toBe(NUMBER_MESSAGE);
  });
});

describe('formatNumberBR', () => {
  it('writes what parseNumberBR reads back, with a decimal comma and no grouping', () => {
    expect(formatNumberBR(0.5)).toBe('0,5');
    expect(formatNumberBR(1234.5)).toBe('1234,5');
    expect(formatNumberBR(-3)).toBe('-3');
    expect(formatNumberBR(0.1 + 0.2)).toBe('0,3');
    expect(formatNumberBR(null)).toBe('');
    expect(formatNumberBR(undefined)).toBe('');
    for (const value of [0.5, 1234.5, -3, 1e9, 0.001])
      expect(read(formatNumberBR(value))).toBe(value);
  });
});

describe('formatIntegerBR', () => {
  it('writes whole numbers as Intl pt-BR does, without loading it', () => {
    for (const n of [
      0, 7, 999, 1000, 1234, 12345, 999999, 1000000, 1234567890, -1, -1234, -1000000,
    ])
      expect(formatIntegerBR(n)).toBe(n.toLocaleString('pt-BR'));
    expect(formatIntegerBR(1234.6)).toBe('1.235');
    expect(formatIntegerBR(Number.NaN)).toBe('');
    expect(formatIntegerBR(2 ** 60)).toBe((2 ** 60).toLocaleString('pt-BR'));
  });
});
