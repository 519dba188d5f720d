import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps local paths with their query', () => {
    expect(safeNext('/flow/listas?x=1#a')).toBe('/flow/listas?x=1#a');
  });

  it.each([
    null,
    '',
    'flow',
    '//evil.com/x',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
  ])('sends %s to /me/home', (next) => {
    expect(safeNext(next)).toBe('/me/home');
  });
});
