import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyInfo } from '../session/notify-info';
import { getSession, getToken, setToken, updateSession } from '../session/session-store';
import { refreshSession } from './refresh';
import { http } from './request';
import { callsTo, empty, headersOf, json, mockFetch } from './test-fetch';

vi.mock('../session/notify-info', () => ({ notifyInfo: vi.fn() }));

const user = {
  id: '6f1c1f52-8d53-4a59-9d0c-2a6f7c1d1e11',
  name: 'Ana',
  email: 'ana@exemplo.com',
  accountType: null,
  avatarUrl: null,
};

/** Answers 401 to anything sent with an old token, and 200 to the new one. */
function server(refresh: () => Response) {
  return mockFetch((url) => {
    if (url === '/api/auth/refresh') return refresh();
    if (url === '/api/auth/logout') return empty(204);
    const cookieToken = getToken();
    return cookieToken === 'new-token'
      ? json(200, { url })
      : json(401, { message: 'Faça login para continuar.', code: 'unauthenticated' });
  });
}

describe('request helper: refresh on 401 (spec §7, §8)', () => {
  beforeEach(() => {
    vi.mocked(notifyInfo).mockClear();
    updateSession({ token: 'old-token', checkpoints: ['boas-vindas'], user });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('three concurrent 401s make one refresh, and all three are retried with the new token', async () => {
    let answerRefresh: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerRefresh = resolve));
    const refreshed = json(200, {
      token: 'new-token',
      checkpoints: [],
      user: { ...user, name: 'Ana Paula' },
      workspaceId: user.id,
    });
    const fetch = mockFetch(async (url) => {
      if (url === '/api/auth/refresh') return held.then(() => refreshed);
      return getToken() === 'new-token'
        ? json(200, { url })
        : json(401, { message: 'Faça login para continuar.' });
    });
    const results = Promise.all([http.get('a'), http.get('b'), http.delete('c')]);
    // All three have their 401 while the one refresh is still under way.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    answerRefresh();
    await expect(results).resolves.toEqual([
      { url: '/api/a' },
      { url: '/api/b' },
      { url: '/api/c' },
    ]);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    for (const path of ['/api/a', '/api/b', '/api/c']) expect(callsTo(fetch, path)).toHaveLength(2);
    // The whole refresh answer updates the stored token data.
    expect(getSession()).toMatchObject({
      token: 'new-token',
      checkpoints: [],
      user: { name: 'Ana Paula' },
      workspaceId: user.id,
    });
    expect(notifyInfo).not.toHaveBeenCalled();
  });

  it('all waiting callers get the new token from refreshSession, or null on failure', async () => {
    mockFetch(() => json(200, { token: 'new-token', checkpoints: [] }));
    await expect(
      Promise.all([refreshSession(), refreshSession(), refreshSession()]),
    ).resolves.toEqual(['new-token', 'new-token', 'new-token']);
    const fetch = mockFetch(() => json(401, {}));
    await expect(Promise.all([refreshSession(), refreshSession()])).resolves.toEqual([null, null]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the refresh cookie and the XSRF header on the web', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-9; path=/';
    const fetch = server(() => json(200, { token: 'new-token', checkpoints: [] }));
    await http.post('w', { a: 1 });
    const [, init] = callsTo(fetch, '/api/auth/refresh')[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(headersOf(init).get('X-XSRF-TOKEN')).toBe('xsrf-9');
    expect(callsTo(fetch, '/api/w')).toHaveLength(2);
  });

  it('on mobile refreshes with the refresh token as bearer and keeps the rotated one', async () => {
    vi.stubEnv('VITE_CLIENT', 'mobile');
    updateSession({ refreshToken: 'refresh-1' });
    const fetch = server(() =>
      json(200, { token: 'new-token', checkpoints: [], refreshToken: 'refresh-2' }),
    );
    await http.get('m');
    const [, init] = callsTo(fetch, '/api/auth/refresh')[0]!;
    expect(headersOf(init).get('Authorization')).toBe('Bearer refresh-1');
    expect(headersOf(init).get('X-Client-Type')).toBe('mobile');
    expect(init?.credentials).toBe('omit');
    expect(headersOf(callsTo(fetch, '/api/m')[1]![1]).get('Authorization')).toBe(
      'Bearer new-token',
    );
    expect(getSession()?.refreshToken).toBe('refresh-2');
  });

  it('a failed refresh logs out, shows "Sua sessão expirou!" once and rejects with "Sessão expirada"', async () => {
    const fetch = server(() => json(401, { message: 'Sessão inválida.' }));
    const results = await Promise.allSettled([
      http.get('a'),
      http.post('b', {}),
      http.put('c', {}),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(Error);
      expect((result as PromiseRejectedResult).reason.message).toBe('Sessão expirada');
    }
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    expect(callsTo(fetch, '/api/auth/logout')).toHaveLength(1);
    expect(notifyInfo).toHaveBeenCalledTimes(1);
    expect(notifyInfo).toHaveBeenCalledWith('Sua sessão expirou!');
    expect(getSession()).toBeNull();
  });

  it('a refresh that cannot reach the server also expires the session', async () => {
    mockFetch((url) =>
      url === '/api/auth/refresh'
        ? Promise.reject(new TypeError('offline'))
        : url === '/api/auth/logout'
          ? empty(204)
          : json(401, {}),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(http.get('a')).rejects.toThrow('Sessão expirada');
    expect(getToken()).toBe('');
    warn.mockRestore();
  });

  it('does not refresh on a 401 from auth/app', async () => {
    const fetch = server(() => json(200, { token: 'new-token', checkpoints: [] }));
    await expect(http.get('auth/app')).rejects.toMatchObject({
      status: 401,
      message: 'Faça login para continuar.',
    });
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(0);
    expect(getToken()).toBe('old-token');
  });

  it('does not refresh when no session was sent (a failed sign-in is a plain 401)', async () => {
    setToken('');
    const fetch = mockFetch(() => json(401, { message: 'E-mail ou senha incorretos.' }));
    await expect(http.post('auth/login', {})).rejects.toThrow('E-mail ou senha incorretos.');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notifyInfo).not.toHaveBeenCalled();
  });

  it('refreshes only once per request: a second 401 rejects with the server message', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/auth/refresh'
        ? json(200, { token: 'new-token', checkpoints: [] })
        : json(401, { message: 'Ainda não.' }),
    );
    await expect(http.get('a')).rejects.toThrow('Ainda não.');
    expect(callsTo(fetch, '/api/a')).toHaveLength(2);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
  });
});
