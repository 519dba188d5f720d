import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { media, upload } from '../modules/media/media-test-kit';
import { samplePng } from '../modules/media/test-samples';
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

  it('lets the media file route keep its own Cache-Control (signed: private until expiry), and only its successful answers', async () => {
    const withMedia = await testApp({ WEB_DIST_DIR: dist, DATA_DIR: path.join(dist, 'data') });
    const owner = await media.newCaller(withMedia, database, 'owner');
    const file = (await upload(withMedia, owner, 'foto.png', await samplePng(80, 80))).body;
    // An <img> of a signed-in browser: the session cookies ride along.
    const cookie = { cookie: 'ai-token=x' };
    const thumb = await withMedia.inject({ method: 'GET', url: file.urls.thumb!, headers: cookie });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toMatch(/^private, max-age=[1-9]\d*$/);
    const original = await withMedia.inject({
      method: 'GET',
      url: file.urls.original,
      headers: { ...cookie, range: 'bytes=0-9' },
    });
    expect(original.statusCode).toBe(206);
    expect(original.headers['cache-control']).toMatch(/^private, max-age=/);
    // A refused signature and an unsatisfiable range are not cached.
    const forged = file.urls.thumb!.replace(/sig=[^&]+/, 'sig=falsa');
    const refused = await withMedia.inject({ method: 'GET', url: forged, headers: cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    const outside = await withMedia.inject({
      method: 'GET',
      url: file.urls.original,
      headers: { ...cookie, range: 'bytes=99999999-' },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['cache-control']).toBe('no-store');
    // The rest of the same app stays no-store for the same browser.
    const me = await withMedia.inject({
      method: 'GET',
      url: '/api/app/me',
      headers: owner.headers,
    });
    expect(me.headers['cache-control']).toBe('no-store');
    await withMedia.close();
  });

  it('marks the session cookies Secure over https', async () => {
    const res = await https.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.length).toBeGreaterThan(0);
    for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
  });
});
