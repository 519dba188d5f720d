import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../session/session-store';
import { HttpError } from './http-error';
import { http, request } from './request';
import { empty, headersOf, json, mockFetch, text } from './test-fetch';

describe('request helper: what it sends (spec §7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('sends JSON under /api/ with cookies on the web, and no bearer', async () => {
    setToken('access-1');
    const fetch = mockFetch(() => json(200, { ok: true }));
    await expect(request('post', 'auth/login', { email: 'a@b.co' })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    const headers = headersOf(init);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('X-Client-Type')).toBeNull();
  });

  it('sends no content type without a body, and lets the browser type form data', async () => {
    const fetch = mockFetch(() => empty(204));
    await expect(http.get('/app/me')).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]![0]).toBe('/api/app/me');
    expect(headersOf(fetch.mock.calls[0]![1]).get('Content-Type')).toBeNull();
    const form = new FormData();
    form.append('file', 'x');
    await http.post('media', form);
    expect(fetch.mock.calls[1]![1]?.body).toBe(form);
    expect(headersOf(fetch.mock.calls[1]![1]).get('Content-Type')).toBeNull();
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN only when it exists', async () => {
    const fetch = mockFetch(() => json(200, {}));
    await http.get('a');
    expect(headersOf(fetch.mock.calls[0]![1]).get('X-XSRF-TOKEN')).toBeNull();
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    await http.post('b', {});
    expect(headersOf(fetch.mock.calls[1]![1]).get('X-XSRF-TOKEN')).toBe('xsrf-123');
  });

  it('on mobile (VITE_CLIENT=mobile) sends X-Client-Type, the bearer and no cookies', async () => {
    vi.stubEnv('VITE_CLIENT', 'mobile');
    setToken('access-m');
    const fetch = mockFetch(() => json(200, {}));
    await http.get('auth/app');
    const init = fetch.mock.calls[0]![1];
    expect(init?.credentials).toBe('omit');
    expect(headersOf(init).get('X-Client-Type')).toBe('mobile');
    expect(headersOf(init).get('Authorization')).toBe('Bearer access-m');
  });

  it('detects the Capacitor native platform as mobile', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    setToken('access-c');
    const fetch = mockFetch(() => json(200, {}));
    await http.get('x');
    expect(headersOf(fetch.mock.calls[0]![1]).get('X-Client-Type')).toBe('mobile');
    expect(fetch.mock.calls[0]![1]?.credentials).toBe('omit');
  });
});

describe('request helper: errors (spec §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("rejects with the server's message, status, code and fields", async () => {
    mockFetch(() =>
      json(
        400,
        {
          message: 'Alguns campos estão inválidos.',
          code: 'validation',
          fields: { email: 'Informe um e-mail válido.' },
        },
        'Bad Request',
      ),
    );
    const error = await request('POST', 'auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Alguns campos estão inválidos.',
      status: 400,
      code: 'validation',
      fields: { email: 'Informe um e-mail válido.' },
    });
  });

  it('else rejects with the whole body', async () => {
    mockFetch(() => text(403, 'Proibido aqui', 'Forbidden'));
    await expect(http.post('a')).rejects.toThrow('Proibido aqui');
    mockFetch(() => json(422, { detail: 'x' }, 'Unprocessable'));
    await expect(http.post('a')).rejects.toThrow('{"detail":"x"}');
  });

  it('else rejects with the status text', async () => {
    mockFetch(() => empty(404, 'Not Found'));
    await expect(http.get('a')).rejects.toMatchObject({ message: 'Not Found', status: 404 });
  });

  it('rejects with "Erro inesperado ao realizar a requisição." when nothing answered', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.post('a', {})).rejects.toThrow('Erro inesperado ao realizar a requisição.');
  });

  it('lets an abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    mockFetch(() => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(http.get('a', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('request helper: retries (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const statuses = [408, 409, 425, 429, 500, 502, 503, 504];

  /** Runs the retry pause; the outcome is observed at once so a rejection is never left unhandled. */
  async function settle<T>(promise: Promise<T>): Promise<T> {
    const outcome = promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.runAllTimersAsync();
    const result = await outcome;
    if ('error' in result) throw result.error;
    return result.value;
  }

  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])(
    'retries %s once on each transient status',
    async (method) => {
      for (const status of statuses) {
        let calls = 0;
        const fetch = mockFetch(() =>
          ++calls === 1 ? json(status, { message: 'x' }) : json(200, { ok: status }),
        );
        const expected = method === 'HEAD' ? undefined : { ok: status };
        await expect(settle(request(method, 'r'))).resolves.toEqual(expected);
        expect(fetch).toHaveBeenCalledTimes(2);
      }
    },
  );

  it('retries only once', async () => {
    const fetch = mockFetch(() => json(503, { message: 'Serviço temporariamente indisponível.' }));
    await expect(settle(http.get('r'))).rejects.toMatchObject({
      status: 503,
      message: 'Serviço temporariamente indisponível.',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'PATCH'])('never retries %s', async (method) => {
    for (const status of statuses) {
      const fetch = mockFetch(() => json(status, { message: `falhou ${status}` }));
      await expect(settle(request(method, 'w', {}))).rejects.toThrow(`falhou ${status}`);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('does not retry other statuses', async () => {
    for (const status of [400, 403, 404, 422]) {
      const fetch = mockFetch(() => json(status, { message: 'não' }));
      await expect(settle(http.get('r'))).rejects.toMatchObject({ status });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });
});
