import { randomUUID } from 'node:crypto';
import { REALTIME_CLOSE } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  aiTokenCookie,
  authTestApp,
  connectFrame,
  linkToken,
  parseFrame,
  rawSocket,
  signedInMobileUser,
  signedInWebUser,
  until,
  webHeaders,
} from '../../test/kit';
import { endMessages } from './session';

/**
 * A socket lives no longer than its sign-in: each way a session ends (logout, password
 * change, reset, reused refresh token, access-token expiry) closes its sockets, on every
 * instance, with a STOMP ERROR saying why and a close code the client acts on.
 */
let one: FastifyInstance;
let two: FastifyInstance;
/** Access tokens live 2 s here, so expiry can be watched. */
let brief: FastifyInstance;
const hosts = new Map<FastifyInstance, string>();

async function listen(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  hosts.set(app, `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
}

beforeAll(async () => {
  // A short leeway, so a replayed refresh token counts as reused after a short wait.
  one = await authTestApp({ AUTH_REFRESH_LEEWAY_MS: '300' });
  two = await authTestApp({ AUTH_REFRESH_LEEWAY_MS: '300' });
  brief = await authTestApp({ AUTH_ACCESS_TOKEN_TTL_SECONDS: '2' });
  for (const app of [one, two, brief]) await listen(app);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw STOMP socket with `?token=<access JWT>`, connected and subscribed to every workspace. */
async function live(app: FastifyInstance, token: string) {
  const ws = await rawSocket(`ws://${hosts.get(app)}/ws?token=${encodeURIComponent(token)}`);
  ws.send(connectFrame());
  ws.send('SUBSCRIBE\nid:todas\ndestination:/topic/*\nreceipt:pronto\n\n\0');
  await ws.waitFrames(2);
  expect(ws.frames.map((f) => parseFrame(f).command)).toEqual(['CONNECTED', 'RECEIPT']);
  const messages = () => ws.frames.filter((f) => parseFrame(f).command === 'MESSAGE').length;
  return {
    ...ws,
    messages,
    /** Waits for the server to end the socket; answers the close code and the ERROR's message. */
    async ended(timeoutMs = 5000) {
      const code = await ws.waitClosed(timeoutMs);
      const error = ws.frames.map(parseFrame).find((f) => f.command === 'ERROR');
      return { code, message: error?.headers.message };
    },
  };
}

/** Publishes one event to `workspaceId` from `app` and waits until every instance handed it over. */
async function publish(app: FastifyInstance, workspaceId: string) {
  await app.realtime.publish({
    type: 'updated',
    workspaceId,
    entity: 'task',
    id: randomUUID(),
    data: {},
  });
  await sleep(100);
  await Promise.all([one, two, brief].map((a) => a.realtime.settled()));
}

const revoked = { code: REALTIME_CLOSE.sessionRevoked, message: endMessages.revoked };

describe('sockets end with their session', () => {
  it('logout closes the session’s sockets; nothing is delivered after', async () => {
    const { jar, session } = await signedInWebUser(one);
    const socket = await live(one, session.token);
    await publish(one, session.workspaceId);
    await until(() => socket.messages() === 1);

    const out = await one.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: webHeaders(jar),
    });
    expect(out.statusCode).toBe(204);
    expect(await socket.ended()).toEqual(revoked);
    await publish(one, session.workspaceId);
    expect(socket.messages()).toBe(1);
  });

  it('a password change closes the other sessions’ sockets and keeps the changing one', async () => {
    const { session, email, password } = await signedInWebUser(one);
    const other = await one.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(other.statusCode).toBe(200);
    const here = await live(one, session.token);
    const elsewhere = await live(one, other.json<{ token: string }>().token);

    const change = await one.inject({
      method: 'POST',
      url: '/api/app/me/password',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { currentPassword: password, newPassword: 'Orbita#Troca-de-Senha-2026' },
    });
    expect(change.statusCode).toBe(204);
    expect(await elsewhere.ended()).toEqual(revoked);
    await publish(one, session.workspaceId);
    await until(() => here.messages() === 1);
    expect(here.closed()).toBeNull();
  });

  it('a password reset closes every socket of the person', async () => {
    const { session, email, password } = await signedInWebUser(one);
    const other = await one.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const sockets = [
      await live(one, session.token),
      await live(one, other.json<{ token: string }>().token),
    ];
    expect(
      (await one.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } }))
        .statusCode,
    ).toBe(202);
    const token = await linkToken(one, email, '/registro/Recupera');
    const reset = await one.inject({
      method: 'POST',
      url: '/api/auth/reset',
      payload: { token, password: 'Orbita#Senha-Recuperada-2026' },
    });
    expect(reset.statusCode).toBe(200);
    for (const socket of sockets) expect(await socket.ended()).toEqual(revoked);
  });

  it('a reused refresh token closes the family’s sockets', async () => {
    const { session } = await signedInMobileUser(one);
    const socket = await live(one, session.token);
    const refresh = () =>
      one.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'x-client-type': 'mobile', authorization: `Bearer ${session.refreshToken}` },
      });
    expect((await refresh()).statusCode).toBe(200);
    expect(socket.closed()).toBeNull();
    await sleep(400); // past the leeway: the same token again is a reuse
    expect((await refresh()).statusCode).toBe(401);
    expect(await socket.ended()).toEqual(revoked);
  });

  it('closes the sockets of a session revoked on another instance', async () => {
    const { jar, session } = await signedInWebUser(one);
    const onTwo = await live(two, session.token);
    await publish(one, session.workspaceId);
    await until(() => onTwo.messages() === 1);
    await one.inject({ method: 'POST', url: '/api/auth/logout', headers: webHeaders(jar) });
    expect(await onTwo.ended()).toEqual(revoked);
  });

  it('closes a socket when the access token it was opened with expires', async () => {
    const { session } = await signedInMobileUser(brief);
    const socket = await live(brief, session.token);
    expect(await socket.ended(8000)).toEqual({
      code: REALTIME_CLOSE.tokenExpired,
      message: endMessages.expired,
    });
    // The session itself is alive: a refreshed token opens a socket again.
    const refreshed = await brief.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'x-client-type': 'mobile', authorization: `Bearer ${session.refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const again = await live(brief, refreshed.json<{ token: string }>().token);
    expect(again.closed()).toBeNull();
  });
});

describe('the web client after an expiry', () => {
  /** Opens `/ws` as the browser does (XSRF value in the query, cookies) and answers the close code. */
  const webSocket = (jar: { header(): string; get(name: string): string | undefined }) =>
    new Promise<{ opened: boolean; code: Promise<number> }>((resolve) => {
      const xsrf = encodeURIComponent(jar.get('XSRF-TOKEN')!);
      const socket = new WebSocket(`ws://${hosts.get(brief)}/ws?token=${xsrf}`, {
        headers: { cookie: jar.header() },
      });
      const code = new Promise<number>((r) => socket.on('close', (c) => r(c)));
      socket.on('open', () => {
        socket.send(connectFrame());
        resolve({ opened: true, code });
      });
      socket.on('unexpected-response', () => resolve({ opened: false, code }));
    });

  it('refreshes (cookies + XSRF) and reconnects with the new ai-token and the same XSRF value', async () => {
    const { jar } = await signedInWebUser(brief);
    const first = await webSocket(jar);
    expect(first.opened).toBe(true);
    expect(await first.code).toBe(REALTIME_CLOSE.tokenExpired);
    // What the client does on 4401: renewSession → POST auth/refresh → new ai-token.
    expect((await webSocket(jar)).opened).toBe(false);
    const refreshed = await brief.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: webHeaders(jar),
    });
    expect(refreshed.statusCode).toBe(200);
    jar.take(refreshed).set('ai-token', aiTokenCookie(refreshed.json<{ token: string }>().token));
    expect((await webSocket(jar)).opened).toBe(true);
  });
});
