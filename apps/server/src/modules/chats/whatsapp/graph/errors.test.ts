import { describe, expect, it } from 'vitest';
import { GraphError, reasonOfCode } from './errors';
import { retryAfterOf } from './http';

const http = (status: number, code: number | null = null) =>
  new GraphError({ kind: 'http', status, code });

describe('GraphError: permanent or not', () => {
  it('later: 408, 429, 5xx, network, timeout and the rate-limit/service codes at any status', () => {
    for (const e of [
      http(408),
      http(429),
      http(500),
      http(503),
      http(400, 4),
      http(400, 80007),
      http(400, 130429),
      http(400, 131000),
      http(400, 131048),
      http(400, 131056),
      new GraphError({ kind: 'network', status: 0 }),
      new GraphError({ kind: 'timeout', status: 0 }),
    ])
      expect(e.permanent, `${e.kind} ${e.status} ${e.code}`).toBe(false);
  });

  it('never: auth, validation, window, template and undeliverable errors; too-large, redirect', () => {
    for (const e of [
      http(401, 190),
      http(403, 10),
      http(400, 100),
      http(400, 131026),
      http(400, 131047),
      http(404, 132001),
      http(400, 368),
      http(400),
      new GraphError({ kind: 'too-large', status: 200 }),
      new GraphError({ kind: 'redirect', status: 302 }),
    ])
      expect(e.permanent, `${e.kind} ${e.status} ${e.code}`).toBe(true);
  });

  it('messages are pt-BR: by code, by status, or by kind', () => {
    expect(http(403, 250).message).toBe(
      'O token de acesso não tem permissão para esta operação do WhatsApp.',
    );
    expect(http(401).message).toMatch(/token de acesso do WhatsApp expirou/);
    expect(http(503).message).toBe(
      'A Graph API do WhatsApp está indisponível (HTTP 503); nova tentativa em breve.',
    );
    expect(new GraphError({ kind: 'timeout', status: 0 }).message).toBe(
      'A Graph API do WhatsApp não respondeu a tempo; nova tentativa em breve.',
    );
    expect(reasonOfCode(123456, 'Some title')).toBe('Some title');
    expect(reasonOfCode(null, 'Some title')).toBe('Some title');
  });
});

describe('retryAfterOf', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it('reads seconds, an HTTP date and the business use case header', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterOf(headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterOf(headers({ 'retry-after': 'Thu, 26 Nov 2026 12:00:30 GMT' }), now)).toBe(
      30_000,
    );
    const usage = JSON.stringify({ '1': [{ estimated_time_to_regain_access: 5 }] });
    expect(retryAfterOf(headers({ 'x-business-use-case-usage': usage }), now)).toBe(300_000);
    expect(retryAfterOf(headers({ 'x-business-use-case-usage': '{nope' }), now)).toBeNull();
    expect(retryAfterOf(headers({}), now)).toBeNull();
  });
});
