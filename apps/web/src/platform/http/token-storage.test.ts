import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, setToken, TOKEN_KEY } from '../session/session-store';
import {
  installSecureTokenStorage,
  resetTokenStorage,
  secureTokenWrites,
  type SecureStore,
} from './token-storage';

const tokenCookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_KEY}=`));

/** A stand-in for the Keystore/Keychain plugin: a map plus the calls made to it. */
function fakeStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const calls: string[] = [];
  const store: SecureStore = {
    get: async (key) => data.get(key) ?? null,
    set: async (key, value) => {
      calls.push(`set ${key}`);
      data.set(key, value);
    },
    remove: async (key) => {
      calls.push(`remove ${key}`);
      data.delete(key);
    },
  };
  return { store, data, calls };
}

function pretendNative(on: boolean) {
  const g = globalThis as { Capacitor?: unknown };
  if (on) g.Capacitor = { isNativePlatform: () => true };
  else delete g.Capacitor;
}

describe('token storage adapter (issue 25: secure storage in the app, browser fallback kept)', () => {
  beforeEach(() => {
    resetTokenStorage();
    clearSession();
    localStorage.clear();
  });
  afterEach(() => {
    pretendNative(false);
    resetTokenStorage();
    clearSession();
  });

  it('web: the cookie and localStorage, as before', () => {
    setToken('web-token');
    expect(tokenCookie()).toContain('web-token');
    expect(localStorage.getItem(TOKEN_KEY)).toContain('web-token');
  });

  it('mobile mode in a browser: localStorage only, no cookie', () => {
    pretendNative(true);
    setToken('mobile-token');
    expect(tokenCookie()).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toContain('mobile-token');
    expect(getSession()?.token).toBe('mobile-token');
  });

  it('installed app: reads and writes go to the secure store, nothing to the browser', async () => {
    pretendNative(true);
    const saved = JSON.stringify({ token: 'kept', checkpoints: ['c1'] });
    const { store, data, calls } = fakeStore({ [TOKEN_KEY]: saved });
    expect(await installSecureTokenStorage(store, TOKEN_KEY)).toBe(true);
    expect(getSession()).toEqual({ token: 'kept', checkpoints: ['c1'] });

    setToken('new');
    expect(getSession()?.token).toBe('new'); // synchronous, from memory
    clearSession();
    setToken('last');
    await secureTokenWrites();
    expect(calls).toEqual([`set ${TOKEN_KEY}`, `remove ${TOKEN_KEY}`, `set ${TOKEN_KEY}`]);
    expect(JSON.parse(data.get(TOKEN_KEY)!)).toMatchObject({ token: 'last' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(tokenCookie()).toBeUndefined();
  });

  it('moves a token an earlier version left in localStorage into the secure store', async () => {
    pretendNative(true);
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 'old', checkpoints: [] }));
    const { store, data } = fakeStore();
    await installSecureTokenStorage(store, TOKEN_KEY);
    expect(getSession()?.token).toBe('old');
    expect(data.get(TOKEN_KEY)).toContain('old');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a secure store that cannot be read leaves the browser fallback in place', async () => {
    pretendNative(true);
    localStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 'here', checkpoints: [] }));
    const broken: SecureStore = {
      get: () => Promise.reject(new Error('keystore locked')),
      set: () => Promise.resolve(),
      remove: () => Promise.resolve(),
    };
    expect(await installSecureTokenStorage(broken, TOKEN_KEY)).toBe(false);
    expect(getSession()?.token).toBe('here');
    setToken('still-browser');
    expect(localStorage.getItem(TOKEN_KEY)).toContain('still-browser');
  });
});
