import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/kit';
import { PUBLIC_CONFIG_MAX_AGE } from './routes';

/**
 * The signed-out screens learn from the server, at run time, which sign-in buttons to show:
 * the web build carries no client id, so one build serves every installation.
 */
describe('GET /api/public/config', () => {
  it('answers without a session: no Google and no Facebook when nothing is configured', async () => {
    const app = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/public/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ googleClientId: null, facebookEnabled: false });
    expect(res.headers['cache-control']).toBe(`public, max-age=${PUBLIC_CONFIG_MAX_AGE}`);
  });

  it('gives the Google client id set in the environment, and Facebook only with id and secret', async () => {
    const app = await testApp({
      GOOGLE_CLIENT_ID: ' cliente-123.apps.googleusercontent.com ',
      FACEBOOK_APP_ID: '987654',
      FACEBOOK_APP_SECRET: 'segredo-do-facebook',
    });
    const res = await app.inject({ method: 'GET', url: '/api/public/config' });
    expect(res.json()).toEqual({
      googleClientId: 'cliente-123.apps.googleusercontent.com',
      facebookEnabled: true,
    });
    // The secret is the server's: it never leaves, not even in a public answer.
    expect(res.body).not.toContain('segredo');
  });

  it('keeps Facebook off with an app id but no secret', async () => {
    const app = await testApp({ FACEBOOK_APP_ID: '987654' });
    const res = await app.inject({ method: 'GET', url: '/api/public/config' });
    expect(res.json()).toEqual({ googleClientId: null, facebookEnabled: false });
  });

  it('is in the OpenAPI document, without security (public)', async () => {
    const app = await testApp();
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const operation = doc.paths['/api/public/config']?.get;
    expect(operation).toBeDefined();
    expect(operation?.security ?? []).toEqual([]);
  });
});
