import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, testApp, testDatabase, tokenFor, uniqueEmail } from '../test/kit';

/**
 * The security headers on the app's pages and on API answers: a CSP without inline
 * scripts that forbids framing, nosniff, and HSTS exactly when the app is served over
 * https (over http it would be ignored, and it would pin a local setup to https).
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-headers-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const https = await testApp({ WEB_DIST_DIR: dist, APP_URL: 'https://orbita.exemplo.com.br' });
const http = await testApp({ WEB_DIST_DIR: dist, APP_URL: 'http://localhost:3000' });
const database = testDatabase();

/** The `connect-src` directive's sources. */
function connectSources(res: LightMyRequestResponse): string[] {
  const csp = String(res.headers['content-security-policy']);
  const directive = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
  return (directive ?? '').trim().split(/\s+/).slice(1);
}

function expectCommonHeaders(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toMatch(/script-src 'self'[^;]*/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('security headers', () => {
  it('sends HSTS (a year, subdomains) on pages and API answers when APP_URL is https', async () => {
    for (const url of ['/', '/me/home', '/api/health', '/api/auth/app']) {
      const res = await https.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expectCommonHeaders(res);
    }
  });

  it('sends no HSTS over http, and the same CSP and nosniff', async () => {
    for (const url of ['/', '/api/health', '/api/auth/app']) {
      const res = await http.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expectCommonHeaders(res);
    }
  });

  it('lets scripts open WebSockets only to the app itself (no bare ws: or wss:)', async () => {
    const overHttps = connectSources(await https.inject({ method: 'GET', url: '/' }));
    expect(overHttps).toEqual([
      "'self'",
      'wss://orbita.exemplo.com.br',
      'https://accounts.google.com/gsi/',
    ]);
    const overHttp = connectSources(await http.inject({ method: 'GET', url: '/api/health' }));
    expect(overHttp).toEqual(["'self'", 'ws://localhost:3000', 'https://accounts.google.com/gsi/']);
  });

  it('marks every authenticated API answer and every auth answer Cache-Control: no-store', async () => {
    const { user } = await createMember(database);
    const bearer = { authorization: `Bearer ${await tokenFor(http, database, user.id)}` };
    const answers = [
      await http.inject({ method: 'GET', url: '/api/auth/app', headers: bearer }),
      await http.inject({ method: 'GET', url: '/api/app/me', headers: bearer }),
      await http.inject({ method: 'GET', url: '/api/health', headers: bearer }),
      // Error answers to a credentialed request too (a stale token, an unknown route).
      await http.inject({
        method: 'GET',
        url: '/api/app/me',
        headers: { authorization: 'Bearer x' },
      }),
      await http.inject({ method: 'GET', url: '/api/app/nada', headers: bearer }),
      // Cookies ride along on every same-origin call of a signed-in browser.
      await http.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'ai-token=x' } }),
      // Auth answers carry tokens whoever asks.
      await http.inject({ method: 'POST', url: '/api/auth/logout' }),
      await http.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'senha-errada-123' },
      }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
    }
  });

  it('marks the session cookies Secure over https', async () => {
    const res = await https.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.length).toBeGreaterThan(0);
    for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
  });
});
