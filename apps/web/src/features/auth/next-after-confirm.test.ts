import { describe, expect, it } from 'vitest';
import {
  NEXT_AFTER_CONFIRM_KEY,
  rememberNextAfterConfirm,
  takeNextAfterConfirm,
} from './next-after-confirm';

describe('the way back after confirming the e-mail', () => {
  it('keeps a local path until the confirmation takes it once', () => {
    rememberNextAfterConfirm('/play/AB3K9Q');
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBe('/play/AB3K9Q');
    expect(takeNextAfterConfirm()).toBe('/play/AB3K9Q');
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBeNull();
    expect(takeNextAfterConfirm()).toBe('/me/home');
  });

  it.each(['//evil.com/x', 'https://evil.com', 'javascript:alert(1)', '/\\evil.com'])(
    'never keeps %s (another site)',
    (next) => {
      rememberNextAfterConfirm(next);
      expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBeNull();
      expect(takeNextAfterConfirm()).toBe('/me/home');
    },
  );

  it('a sign-up without next forgets an older one', () => {
    rememberNextAfterConfirm('/play/AB3K9Q');
    rememberNextAfterConfirm(null);
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBeNull();
  });

  it('checks a stored value again before using it (storage is writable by anything on the page)', () => {
    localStorage.setItem(NEXT_AFTER_CONFIRM_KEY, '//evil.com');
    expect(takeNextAfterConfirm()).toBe('/me/home');
    expect(localStorage.getItem(NEXT_AFTER_CONFIRM_KEY)).toBeNull();
  });
});
