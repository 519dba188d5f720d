import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const id = '0b0e8a3c-7d1f-4f5e-9b7a-1c2d3e4f5a6b';

describe('cursor codec', () => {
  it('round-trips values of every kind', () => {
    const values = ['2026-11-24', '2026-11-24T12:00:00.000Z', 'infinity', 3, 'x', id];
    const kinds = ['day', 'instant', 'instant-or-infinity', 'number', 'string', 'uuid'] as const;
    expect(decodeCursor(encodeCursor(values), kinds)).toEqual(values);
  });

  it.each([
    ['not base64 json', 'a%%%'],
    ['wrong length', encodeCursor([id, id])],
    ['bad uuid', encodeCursor(['nope'])],
    ['huge', 'a'.repeat(5_000)],
  ])('refuses %s with a 400', (_label, value) => {
    expect(() => decodeCursor(value, ['uuid'])).toThrow(
      expect.objectContaining({ status: 400, message: 'Cursor inválido.' }),
    );
  });

  it('refuses a day that does not exist', () => {
    expect(() => decodeCursor(encodeCursor(['2026-02-30']), ['day'])).toThrow(/Cursor inválido/);
  });
});
