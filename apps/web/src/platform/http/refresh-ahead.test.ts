import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getToken, updateSession } from '../session/session-store';
import { renewIfStale, startRefreshAhead } from './refresh-ahead';
import { resetClock, tokenLifetime } from './refresh-clock';
import { http, renewSession } from './request';
import { callsTo, json, mockFetch } from './test-fetch';

vi.mock('../session/notify-info', () => ({ notifyInfo: vi.fn() }));

const MINUTE = 60_000;

let serial = 0;
/** An access token as the server signs it (each one distinct, as each session's is). */
function jwt(issuedAtMs: number, ttlMs = 15 * MINUTE, tag = `t${(serial += 1)}`): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const iat = Math.floor(issuedAtMs / 1000);
  return `${part({ alg: 'HS256' })}.${part({ sub: tag, iat, exp: iat + ttlMs / 1000 })}.sig`;
}

/**
 * The API: the refresh answers a token issued at the server's `now`; any other path answers
 * 200 to a token that has not expired by the server's clock, else 401.
 */
function api(serverNow: () => number) {
  return mockFetch((url) => {
    if (url === '/api/auth/refresh')
      return json(200, { token: jwt(serverNow(), 15 * MINUTE, 'new'), checkpoints: [] });
    const life = tokenLifetime(getToken());
    return life && life.expiresAt > serverNow()
      ? json(200, { url })
      : json(401, { message: 'Faça login para continuar.' });
  });
}

beforeEach(() => {
  resetClock();
  clearSession();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('renewal before the request (a page load after the token expired)', () => {
  it('renews once for the whole page load: no request meets a 401', async () => {
    updateSession({ token: jwt(Date.now() - 20 * MINUTE), checkpoints: [] });
    const fetch = api(() => Date.now());
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'auth/app'].map((p) => http.get(p)));
    expect(answers).toHaveLength(5);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    // Each request went once, with the new token: no burst of 401s before the refresh.
    for (const path of ['a', 'b', 'c', 'd', 'auth/app'])
      expect(callsTo(fetch, `/api/${path}`)).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('leaves a token with time left alone, and sign-in requests never wait for a renewal', async () => {
    updateSession({ token: jwt(Date.now() - 5 * MINUTE), checkpoints: [] });
    const fetch = api(() => Date.now());
    await http.get('a');
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(0);
    updateSession({ token: jwt(Date.now() - 20 * MINUTE) });
    const login = mockFetch((url) => json(200, { url }));
    await http.post('auth/login', {});
    expect(login.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/login']);
  });

  it('a device clock 20 minutes fast renews once, learns the server’s clock and stops', async () => {
    const skew = 20 * MINUTE;
    vi.useFakeTimers({ now: Date.now() + skew, toFake: ['Date'] });
    const serverNow = () => Date.now() - skew;
    // A token the server issued a minute ago looks expired by this device's clock.
    updateSession({ token: jwt(serverNow() - MINUTE), checkpoints: [] });
    const fetch = api(serverNow);
    await http.get('a');
    await http.get('b');
    await http.get('c');
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('shares its refresh with a 401’s renewal (the socket’s, a request’s) under way at once', async () => {
    updateSession({ token: jwt(Date.now() - 20 * MINUTE), checkpoints: [] });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fetch = mockFetch(async (url) => {
      if (url !== '/api/auth/refresh') return json(200, { url });
      await held;
      return json(200, { token: jwt(Date.now(), 15 * MINUTE, 'new'), checkpoints: [] });
    });
    const page = Promise.all([http.get('a'), http.get('b'), renewSession(), http.get('c')]);
    await vi.waitFor(() => expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1));
    answer();
    await page;
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('a failed renewal sends the request anyway (offline is not a logout) and is not retried per request', async () => {
    updateSession({ token: jwt(Date.now() - 20 * MINUTE), checkpoints: [] });
    const fetch = mockFetch((url) =>
      url === '/api/auth/refresh' ? Promise.reject(new TypeError('offline')) : json(200, { url }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renewIfStale();
    await renewIfStale();
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    expect(getToken()).not.toBe('');
    warn.mockRestore();
  });
});

describe('renewal ahead of expiry on an open page', () => {
  it('renews a minute before the token expires, then follows the new token', async () => {
    vi.useFakeTimers();
    updateSession({ token: jwt(Date.now()), checkpoints: [] });
    const fetch = api(() => Date.now());
    const stop = startRefreshAhead();
    await vi.advanceTimersByTimeAsync(13 * MINUTE + 59_000);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    // The new token is good for 15 minutes again: the next renewal is 14 minutes later.
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(2);
    // Signed out: nothing is renewed any more.
    clearSession();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(2);
    stop();
  });

  it('a token renewed in another tab re-arms the timer for the new expiry', async () => {
    vi.useFakeTimers();
    updateSession({ token: jwt(Date.now()), checkpoints: [] });
    const fetch = api(() => Date.now());
    const stop = startRefreshAhead();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    updateSession({ token: jwt(Date.now(), 15 * MINUTE, 'other-tab') });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
  });
});
