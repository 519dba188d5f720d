import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/kit';

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

  it('marks the session cookies Secure over https', async () => {
    const res = await https.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.length).toBeGreaterThan(0);
    for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
  });
});
