import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getSession,
  isAuthenticated,
  onTokenUpdated,
  removeCheckpoint,
  setToken,
  updateSession,
} from './session-store';

const cookieValue = () => document.cookie.split('; ').find((c) => c.startsWith('ai-token='));

describe('session store (spec §3, §4)', () => {
  beforeEach(() => clearSession());

  it('is unauthenticated when the token is empty and authenticated when present', () => {
    expect(isAuthenticated()).toBe(false);
    setToken('abc');
    expect(isAuthenticated()).toBe(true);
    expect(JSON.parse(localStorage.getItem('ai-token')!)).toEqual({
      token: 'abc',
      checkpoints: [],
    });
    expect(decodeURIComponent(cookieValue()!.slice('ai-token='.length))).toContain('"token":"abc"');
  });

  it('parses the stored session once per value, and sees a value another tab wrote', async () => {
    setToken('a');
    const first = getSession();
    expect(getSession()).toBe(first); // unchanged cookie: the same parsed object
    // Another tab signs in as someone else: only the cookie changes under this tab. The
    // cookie is read once per task (http/document-cookie): the change shows from the next.
    document.cookie = `ai-token=${encodeURIComponent(JSON.stringify({ token: 'b', checkpoints: [] }))}; path=/`;
    await Promise.resolve();
    expect(getSession()).not.toBe(first);
    expect(getSession()?.token).toBe('b');
  });

  it('emits token-updated on set and update, and skips an identical set', () => {
    const listener = vi.fn();
    const off = onTokenUpdated(listener);
    setToken('a');
    setToken('a');
    updateSession({ checkpoints: ['boas-vindas'] });
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });

  it('merges partial updates and filters removed checkpoints', () => {
    setToken('a');
    updateSession({ checkpoints: ['boas-vindas', 'tipo-conta'], workspaceId: 'w1' });
    removeCheckpoint('boas-vindas');
    expect(getSession()).toEqual({ token: 'a', checkpoints: ['tipo-conta'], workspaceId: 'w1' });
  });

  it('treats an unparsable cookie as absent', () => {
    document.cookie = 'ai-token=%7Bnot-json; path=/';
    localStorage.removeItem('ai-token');
    expect(getSession()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('clears both storages', () => {
    setToken('a');
    clearSession();
    expect(localStorage.getItem('ai-token')).toBeNull();
    expect(cookieValue()).toBeUndefined();
  });

  it('follows another tab’s logout even when the shared cookie arrives after the storage event', () => {
    setToken('a');
    const listener = vi.fn(() => isAuthenticated());
    const off = onTokenUpdated(listener);
    // The other tab removed localStorage; this tab still sees the old cookie for a moment.
    localStorage.removeItem('ai-token');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'ai-token', oldValue: '{}', newValue: null }),
    );
    expect(listener).toHaveReturnedWith(false);
    expect(isAuthenticated()).toBe(false);
    off();
  });
});
