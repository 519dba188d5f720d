import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect } from '@playwright/test';
import { newBrowserPage, readyAccount, signIn, uniqueEmail } from '../support/auth';
import { startProductionServer } from '../support/production-server';
import { snap } from '../support/screenshots';

const APP_ID = '1234567890';
const APP_SECRET = 'segredo-do-app-e2e';
const PROFILE = { id: '100000000000777', name: 'Fábio Facebook', email: 'fabio@exemplo.com.br' };

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/**
 * A stand-in for Facebook speaking the same protocol: the dialog approves at once and sends
 * the browser back with `code` and `state`; `/oauth/access_token` checks the app, the secret,
 * the redirect_uri and the single-use code; `/me` checks the token and its appsecret_proof.
 */
async function startFakeFacebook() {
  const grants = new Map<string, string>();
  const tokens = new Set<string>();
  let denyNext = false;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const q = url.searchParams;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/test/deny-next') {
      denyNext = true;
      return send(200, {});
    }
    if (url.pathname === '/dialog/oauth' && q.get('client_id') === APP_ID && denyNext) {
      // What Facebook sends back when the person clicks "Cancelar" in the dialog.
      denyNext = false;
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_reason', 'user_denied');
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/dialog/oauth' && q.get('client_id') === APP_ID) {
      const code = randomBytes(12).toString('hex');
      grants.set(code, q.get('redirect_uri')!);
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/oauth/access_token') {
      const code = q.get('code') ?? '';
      if (q.get('client_secret') !== APP_SECRET || grants.get(code) !== q.get('redirect_uri'))
        return send(400, { error: { message: 'Invalid code', type: 'OAuthException' } });
      grants.delete(code);
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      return send(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
    }
    if (url.pathname === '/me') {
      const token = q.get('access_token') ?? '';
      const proof = createHmac('sha256', APP_SECRET).update(token).digest('hex');
      if (!tokens.has(token) || q.get('appsecret_proof') !== proof)
        return send(400, { error: { message: 'Invalid token', type: 'OAuthException' } });
      return send(200, PROFILE);
    }
    send(404, { error: { message: 'Unknown' } });
  });
  const port = await listen(server);
  return { server, base: `http://127.0.0.1:${port}` };
}

/**
 * Its own Orbita (the shared production-server helper, the build the suite's server uses)
 * with FACEBOOK_* pointing at the fake: the suite's server has no Facebook app, and the
 * variables are read at start. Development mode: the accounts confirm through the dev mailbox.
 */
async function startOrbita(facebookBase: string) {
  const server = await startProductionServer({
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      AUTH_LOGIN_IP_LIMIT: '100000',
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_AUTH_URL: `${facebookBase}/dialog/oauth`,
      FACEBOOK_GRAPH_URL: facebookBase,
    },
  });
  const stop = async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
  return { url: server.baseURL, stop };
}

const test = base.extend<object, { orbita: { url: string; facebook: string } }>({
  orbita: [
    // Playwright reads which fixtures a fixture needs from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const facebook = await startFakeFacebook();
      const orbita = await startOrbita(facebook.base);
      await use({ ...orbita, facebook: facebook.base });
      await orbita.stop();
      await new Promise((resolve) => facebook.server.close(resolve));
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ orbita }, use) => use(orbita.url),
});

test('connects Facebook through the dialog, signs in with it elsewhere, then disconnects it', async ({
  browser,
  page,
  request,
  orbita,
}) => {
  const email = uniqueEmail('facebook');
  await readyAccount(request, email, { name: 'Rita Alves' });
  await signIn(page, email);
  await page.goto('/me/perfil');

  // This server has no Google client id: the only "Não conectado" and buttons are Facebook's.
  await expect(page.getByText('Facebook', { exact: true })).toBeVisible();
  await expect(page.getByText('Não conectado')).toBeVisible();
  await snap(page, 'facebook-not-connected', 1920);
  await page.getByText('Conexões').scrollIntoViewIfNeeded();
  await snap(page, 'facebook-not-connected', 360);

  // Cancelled in Facebook's dialog: back on the profile with a pt-BR message, nothing linked.
  await fetch(`${orbita.facebook}/test/deny-next`);
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Você cancelou no Facebook. Nada foi alterado.');
  await expect(page).toHaveURL(/\/me\/perfil$/);
  await expect(page.getByText('Não conectado')).toBeVisible();
  await page.getByText('Conexões').scrollIntoViewIfNeeded();
  await snap(page, 'facebook-cancelled', 360);
  await snap(page, 'facebook-cancelled', 1920);

  await page.getByRole('button', { name: 'Conectar' }).click();
  // Facebook's dialog (the fake) approves and sends the browser back to the profile.
  await expect(page.getByText(`como ${PROFILE.name}`)).toBeVisible();
  await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
  await expect(page.getByText('Facebook conectado.')).toBeVisible();
  await expect(page).toHaveURL(/\/me\/perfil$/);
  await snap(page, 'facebook-connected', 1920);
  await page.getByText('Conexões').scrollIntoViewIfNeeded();
  await snap(page, 'facebook-connected', 360);

  // A reload keeps it (the server has the link) and does not replay the code.
  await page.reload();
  await expect(page.getByText(`como ${PROFILE.name}`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Another browser, signed out: "Continuar com o Facebook" signs the same person in.
  const other = await newBrowserPage(browser, { baseURL: orbita.url });
  await other.goto('/');
  const continueWithFacebook = other.getByRole('button', { name: 'Continuar com o Facebook' });
  await expect(continueWithFacebook).toBeVisible();
  await snap(other, 'facebook-sign-in', 360);
  await snap(other, 'facebook-sign-in', 1920);
  await continueWithFacebook.click();
  await expect(other).toHaveURL(/\/me\/home$/);
  await other.goto('/me/perfil');
  await expect(other.getByText('Facebook', { exact: true })).toBeVisible();
  await expect(other.getByText(`como ${PROFILE.name}`)).toBeVisible();
  await other.context().close();

  await page.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page.getByText('Facebook desconectado.')).toBeVisible();
  await expect(page.getByText('Não conectado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conectar' })).toBeVisible();
});
