import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { verifyAccessToken, xsrfValue } from '../auth';
import { realtimePayloads } from './schema';
import {
  addMembership,
  connectStomp,
  createMember,
  testApp,
  testDatabase,
  tokenFor,
  until,
} from '../../test/kit';

/**
 * Two full apps (buildApp, real authentication) on one database, as two server processes
 * behind a load balancer would be: each delivers the other's events, exactly once.
 */
const database = testDatabase();
let one: FastifyInstance;
let two: FastifyInstance;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
const hosts = new Map<FastifyInstance, string>();

beforeAll(async () => {
  one = await testApp();
  two = await testApp();
  hosts.set(one, await listen(one));
  hosts.set(two, await listen(two));
});

/** A member with a live session and its access JWT, as sign-in would issue. */
async function signedIn() {
  const m = await createMember(database);
  return { ...m, token: await tokenFor(one, database, m.user.id) };
}

const wsUrl = (app: FastifyInstance, token: string) =>
  `ws://${hosts.get(app)}/ws?token=${encodeURIComponent(token)}`;

const event = (workspaceId: string, data: unknown) => ({
  type: 'updated',
  workspaceId,
  entity: 'task',
  id: randomUUID(),
  data,
});

const settle = async () => {
  await new Promise((r) => setTimeout(r, 150));
  await Promise.all([one.realtime.settled(), two.realtime.settled()]);
};

describe('realtime across two server instances', () => {
  it('delivers each instance’s events on the other, exactly once', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await addMembership(
      database,
      { workspaceId: alice.workspace.id, userId: bob.user.id },
      'editor',
    );
    const onOne = await connectStomp(wsUrl(one, alice.token));
    const onTwo = await connectStomp(wsUrl(two, bob.token));
    const bobAlsoOnOne = await connectStomp(wsUrl(one, bob.token));
    for (const c of [onOne, onTwo, bobAlsoOnOne]) await c.subscribe('/topic/*');

    await one.realtime.publish(event(alice.workspace.id, { n: 1 }));
    await two.realtime.publish(event(alice.workspace.id, { n: 2 }));
    await onOne.waitFor(2);
    await onTwo.waitFor(2);
    await bobAlsoOnOne.waitFor(2);
    await settle();
    for (const c of [onOne, onTwo, bobAlsoOnOne]) {
      expect(c.messages.map((m) => JSON.parse(m.body).data.n)).toEqual([1, 2]);
    }
  });

  it('sends a large payload by reference through realtime_payloads', async () => {
    const alice = await signedIn();
    const onTwo = await connectStomp(wsUrl(two, alice.token));
    await onTwo.subscribe('/topic/*');
    const [before] = await database.db.select({ n: count() }).from(realtimePayloads);
    const data = { description: 'Descrição longa — ✓ '.repeat(2000) };
    await one.realtime.publish(event(alice.workspace.id, data));
    const [message] = await onTwo.waitFor(1);
    expect(JSON.parse(message!.body).data).toEqual(data);
    expect(Number(message!.headers['content-length'])).toBe(
      Buffer.byteLength(message!.body, 'utf8'),
    );
    const [after] = await database.db.select({ n: count() }).from(realtimePayloads);
    expect(after!.n).toBeGreaterThan(before!.n);
    await settle();
    expect(onTwo.messages).toHaveLength(1);
  });

  it('carries a user notification published on the other instance', async () => {
    const alice = await signedIn();
    const onTwo = await connectStomp(wsUrl(two, alice.token));
    await onTwo.subscribe('/user/queue/notifications');
    await one.realtime.notifyUser(alice.user.id, { entity: 'notification', title: 'Nova tarefa' });
    const [message] = await onTwo.waitFor(1);
    expect(JSON.parse(message!.body)).toEqual({ entity: 'notification', title: 'Nova tarefa' });
  });

  it('re-opens LISTEN when the database drops the connection', async () => {
    const alice = await signedIn();
    const onTwo = await connectStomp(wsUrl(two, alice.token));
    await onTwo.subscribe('/topic/*');
    const pid = two.realtime.bus.listenerPid;
    expect(pid).toBeTypeOf('number');
    await database.pool.query('select pg_terminate_backend($1)', [pid]);
    await until(() => two.realtime.bus.listenerPid !== pid, 5000);
    await two.realtime.bus.ready();
    expect(two.realtime.bus.listenerPid).not.toBe(pid);
    await one.realtime.publish(event(alice.workspace.id, { after: 'restart' }));
    const [message] = await onTwo.waitFor(1);
    expect(JSON.parse(message!.body).data).toEqual({ after: 'restart' });
  });

  it('delivers its own events directly while its LISTEN is down, still once each', async () => {
    const alice = await signedIn();
    const onOne = await connectStomp(wsUrl(one, alice.token));
    const onTwo = await connectStomp(wsUrl(two, alice.token));
    await onOne.subscribe('/topic/*');
    await onTwo.subscribe('/topic/*');
    await database.pool.query('select pg_terminate_backend($1)', [one.realtime.bus.listenerPid]);
    await until(() => !one.realtime.bus.listening, 5000);
    await one.realtime.publish(event(alice.workspace.id, { while: 'down' }));
    await onOne.waitFor(1);
    await onTwo.waitFor(1);
    await one.realtime.bus.ready();
    await settle();
    expect(onOne.messages).toHaveLength(1);
    expect(onTwo.messages).toHaveLength(1);
  });
});

describe('upgrade authentication (platform/auth authenticateUpgrade)', () => {
  const upgradeStatus = (url: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(url, { headers });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        resolve(101);
        socket.terminate();
      });
    });

  it('accepts the access JWT in the query (mobile) and refuses others with 401', async () => {
    const alice = await signedIn();
    expect(await upgradeStatus(wsUrl(one, alice.token))).toBe(101);
    expect(await upgradeStatus(wsUrl(one, 'forged'))).toBe(401);
    expect(await upgradeStatus(`ws://${hosts.get(one)}/ws`)).toBe(401);
  });

  it('accepts the XSRF cookie value in the query with the ai-token cookie (web)', async () => {
    const alice = await signedIn();
    // The value the server made for the token's session (any other is refused, see auth/xsrf.test.ts).
    const keys = await one.authKeys();
    const { sessionId } = (await verifyAccessToken(keys.access, alice.token))!;
    const xsrf = xsrfValue(keys, sessionId);
    const cookie = `XSRF-TOKEN=${xsrf}; ai-token=${encodeURIComponent(JSON.stringify({ token: alice.token, checkpoints: [] }))}`;
    expect(await upgradeStatus(wsUrl(one, xsrf), { cookie })).toBe(101);
    expect(await upgradeStatus(wsUrl(one, 'other-value'), { cookie })).toBe(401);
  });

  it('leaves plain HTTP alone: GET /ws without a handshake is an API 404, the API still answers', async () => {
    const plain = await one.inject({ method: 'GET', url: '/ws' });
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toMatchObject({ code: 'not_found' });
    const health = await one.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
