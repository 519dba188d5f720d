import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../test/kit';
import { MOBILE_APP_USER_AGENT } from './web-app';

describe('web app serving', () => {
  let app: FastifyInstance;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'orbita-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'version.json'), '{"version":"1"}');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting;');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Orbita"}');
    fs.writeFileSync(
      path.join(dist, 'home.html'),
      '<!doctype html><div id="root" data-prerendered><h1>Entrar</h1></div>',
    );
    app = await testApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('serves index.html uncached for every route of the spec', async () => {
    for (const url of ['/', '/me/home', '/flow/lista/42', '/registro/Confirma?token=x', '/play']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"');
    }
  });

  it('sends the prerendered sign-in page only for a signed-out visit to / with no query', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toContain('Cookie');
    expect(home.body).toContain('data-prerendered');
    const shell = [
      await app.inject({ method: 'GET', url: '/', cookies: { 'ai-token': '{"token":"x"}' } }),
      await app.inject({ method: 'GET', url: '/?acao=criar-conta' }),
      await app.inject({ method: 'GET', url: '/?next=%2Fme%2Fhome' }),
      await app.inject({ method: 'GET', url: '/me/home' }),
      await app.inject({
        method: 'GET',
        url: '/',
        headers: {
          'user-agent': `Mozilla/5.0 (Linux; Android 14) Chrome/131 ${MOBILE_APP_USER_AGENT}`,
        },
      }),
    ];
    for (const res of shell) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('data-prerendered');
    }
  });

  it('knows the installed app by the user agent its shell sets', () => {
    const shell = fs.readFileSync(
      path.join(import.meta.dirname, '../../../../mobile/capacitor.config.ts'),
      'utf8',
    );
    expect(shell).toContain(`appendUserAgent: '${MOBILE_APP_USER_AGENT}'`);
  });

  it('answers unknown routes with 404 and the app (which shows its 404 page)', async () => {
    const res = await app.inject({ method: 'GET', url: '/nao/existe' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('gives bots a minimal 404 page instead of the app', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/nao/existe',
      headers: { 'user-agent': 'Googlebot/2.1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Page Not Found</h1>');
    expect(res.body).not.toContain('id="root"');
  });

  it('caches hashed assets for a year and not the rest', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const version = await app.inject({ method: 'GET', url: '/version.json' });
    expect(version.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ method: 'GET', url: '/assets/nada.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the PWA service worker uncached from the root (scope /) and the manifest', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(String(sw.headers['content-type'])).toMatch(/javascript/);
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(String(manifest.headers['content-type'])).toMatch(/manifest\+json/);
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
