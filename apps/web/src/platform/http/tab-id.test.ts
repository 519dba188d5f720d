import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '../session/session-store';
import { http } from './request';
import { tabId } from './tab-id';
import { callsTo, headersOf, json, mockFetch } from './test-fetch';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('tab id: every API request names this tab (X-Orbita-Tab)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('sends the same id on every request, the session refresh included', async () => {
    updateSession({ token: 'old-token', checkpoints: [] });
    const fetch = mockFetch((url) => {
      if (url === '/api/auth/refresh') return json(200, { token: 'new-token', checkpoints: [] });
      return fetch.mock.calls.length === 1 ? json(401, {}) : json(200, {});
    });
    await http.get('a');
    const form = new FormData();
    form.append('file', 'x');
    await http.post('b', form);
    await http.delete('c');
    expect(tabId).toMatch(uuid);
    expect(callsTo(fetch, '/api/auth/refresh')).toHaveLength(1);
    expect(fetch.mock.calls).toHaveLength(5);
    for (const [, init] of fetch.mock.calls)
      expect(headersOf(init).get('X-Orbita-Tab')).toBe(tabId);
  });

  it('is a version 4 UUID even where randomUUID is missing (plain http, not a secure context)', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    vi.resetModules();
    const fresh = await import('./tab-id');
    expect(fresh.tabId).toMatch(uuid);
    expect(fresh.tabId).not.toBe(tabId);
  });
});
