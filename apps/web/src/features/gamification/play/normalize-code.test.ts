import { expect, it } from 'vitest';
import { normalizeCode, signInHref } from './normalize-code';

it('normalizes case, spaces and stray characters of a typed code', () => {
  expect(normalizeCode(' ab3 k9q ')).toBe('AB3K9Q');
  expect(normalizeCode('#ab-3k9q')).toBe('AB3K9Q');
  expect(normalizeCode('')).toBe('');
});

it('sends the visitor to sign in or register and back to the game', () => {
  expect(signInHref('AB3K9Q', 'entrar')).toBe('/?next=%2Fplay%2FAB3K9Q');
  expect(signInHref('AB3K9Q', 'criar-conta')).toBe('/?acao=criar-conta&next=%2Fplay%2FAB3K9Q');
});
