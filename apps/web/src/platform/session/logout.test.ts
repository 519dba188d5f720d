import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, empty, json, mockFetch } from '../http/test-fetch';
import { logout } from './logout';
import { getSession, updateSession } from './session-store';

describe('logout (spec §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the server, clears the token and goes to /', async () => {
    updateSession({ token: 't', checkpoints: [] });
    document.cookie = 'XSRF-TOKEN=x1; path=/';
    const fetch = mockFetch(() => empty(204));
    const navigate = vi.fn();
    await logout(navigate);
    const [, init] = callsTo(fetch, '/api/auth/logout')[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('x1');
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('only warns when the server fails, and still logs out', async () => {
    updateSession({ token: 't', checkpoints: [] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => json(500, { message: 'Erro interno do servidor.' }));
    const navigate = vi.fn();
    await logout(navigate);
    mockFetch(() => Promise.reject(new TypeError('offline')));
    updateSession({ token: 't', checkpoints: [] });
    await logout(navigate);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
