import { describe, expect, it } from 'vitest';
import { dayjs } from '.';

describe('platform/dates', () => {
  it('formats in pt-BR', () => {
    expect(dayjs.locale()).toBe('pt-br');
    expect(dayjs('2025-03-09T12:00:00').format('dddd, D [de] MMMM')).toBe('domingo, 9 de março');
  });
});
