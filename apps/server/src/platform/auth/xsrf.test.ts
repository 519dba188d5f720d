import { describe, expect, it } from 'vitest';
import { authenticateUpgrade } from './index';
import { CookieJar, signedInWebUser, testApp, webHeaders } from '../../test/kit';

/**
 * The anti-forgery value is bound to its session (an HMAC of the session id): a value that
 * is valid for another session — say the attacker's own, planted in the victim's browser
 * as the `XSRF-TOKEN` cookie — is refused on every cookie-authenticated write, on refresh,
 * on logout and on the WebSocket upgrade.
 */
const app = await testApp(
  { AUTH_LOGIN_LIMIT: '1000', AUTH_REGISTER_LIMIT: '1000' },
  {
    probes: (probed) =>
      probed.get('/api/test/xsrf-upgrade', async (request) => authenticateUpgrade(request)),
  },
);
const xsrfRefused = {
  message:
    'Não foi possível confirmar a origem da requisição. Recarregue a página e tente de novo.',
  code: 'xsrf',
};

/** The victim's cookies, with the attacker's own (valid, but not the victim's) XSRF value. */
async function victimWithPlantedXsrf() {
  const victim = await signedInWebUser(app, { name: 'Vítima' });
  const attacker = await signedInWebUser(app, { name: 'Atacante' });
  const planted = attacker.jar.get('XSRF-TOKEN')!;
  const jar = new CookieJar();
  for (const [name, value] of victim.jar.values) jar.set(name, value);
  jar.set('XSRF-TOKEN', planted);
  return { victim, jar, planted };
}

describe('XSRF value bound to the session', () => {
  it('refuses a cookie-authenticated write carrying another session’s value; the own value passes', async () => {
    const { victim, jar } = await victimWithPlantedXsrf();
    const forged = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: webHeaders(jar),
      payload: { name: 'Invasor' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(xsrfRefused);

    const own = await app.inject({
      method: 'PATCH',
      url: '/api/app/me',
      headers: webHeaders(victim.jar),
      payload: { name: 'Vítima Renomeada' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses refresh and logout with another session’s value, leaving the session alive', async () => {
    const { victim, jar } = await victimWithPlantedXsrf();
    for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
      const res = await app.inject({ method: 'POST', url, headers: webHeaders(jar) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(xsrfRefused);
    }
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: webHeaders(victim.jar),
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses a WebSocket upgrade whose ?token= is another session’s value', async () => {
    const { victim, jar, planted } = await victimWithPlantedXsrf();
    const forged = await app.inject({
      url: `/api/test/xsrf-upgrade?token=${encodeURIComponent(planted)}`,
      headers: { cookie: jar.header() },
    });
    expect(forged.statusCode).toBe(401);
    const own = victim.jar.get('XSRF-TOKEN')!;
    const ok = await app.inject({
      url: `/api/test/xsrf-upgrade?token=${encodeURIComponent(own)}`,
      headers: { cookie: victim.jar.header() },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ userId: victim.userId });
  });
});
