import {
  notificationEventSchema,
  type AppNotification,
  type NotificationEvent,
} from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../../platform/db/transaction';
import { createNotification } from './notifications';
import { authTestApp, connectStomp, signedInPerson, testApp } from '../../test/kit';

const base = '/api/app/comunicacao/notificacoes';
const queue = '/user/queue/notifications';
let app: FastifyInstance;
let wsUrl: (token: string) => string;

beforeAll(async () => {
  app = await authTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  wsUrl = (token) => `ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`;
});

/** A signed-in person with a real @stomp/stompjs client subscribed to their queue. */
async function listening() {
  const person = await signedInPerson(app);
  const stomp = await connectStomp(wsUrl(person.token));
  await stomp.subscribe(queue);
  const events = () => stomp.messages.map((m) => notificationEventSchema.parse(JSON.parse(m.body)));
  return { person, stomp, events };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('live notifications on /user/queue/notifications', () => {
  it('delivers a created notification once its transaction commits, and only to its person', async () => {
    const { person, stomp, events } = await listening();
    const bystander = await listening();

    let created: AppNotification | undefined;
    const started = Date.now();
    await transaction(app.ctx, async (tx) => {
      created = await createNotification(tx, {
        ...person,
        kind: 'chat',
        title: 'Nova mensagem',
        body: 'Olá!',
        link: '/comunicacao/chats',
      });
      // Still uncommitted: nothing may leave yet.
      await sleep(300);
      expect(stomp.messages).toHaveLength(0);
    });
    await stomp.waitFor(1, 2000);
    const latency = Date.now() - started - 300;
    expect(events()).toEqual([
      {
        type: 'created',
        entity: 'notification',
        workspaceId: person.workspaceId,
        unreadCount: 1,
        id: created!.id,
        data: created,
      },
    ]);
    expect(stomp.messages[0]!.headers['content-type']).toBe('application/json');
    expect(latency).toBeLessThan(1000);

    await sleep(100);
    expect(bystander.stomp.messages).toHaveLength(0);
  });

  it('delivers each of 20 short transactions within a second of its commit', async () => {
    const { person, stomp } = await listening();
    const latencies: number[] = [];
    for (let i = 0; i < 20; i++) {
      await transaction(app.ctx, (tx) =>
        createNotification(tx, { ...person, kind: 'system', title: `Rápida ${i}` }),
      );
      const committed = Date.now();
      await stomp.waitFor(i + 1, 2000);
      latencies.push(Date.now() - committed);
    }
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });

  it('sends nothing for a notification whose transaction rolled back', async () => {
    const { person, stomp, events } = await listening();
    await expect(
      transaction(app.ctx, async (tx) => {
        await createNotification(tx, { ...person, kind: 'system', title: 'Desfeita' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await transaction(app.ctx, (tx) =>
      createNotification(tx, { ...person, kind: 'system', title: 'Confirmada' }),
    );
    await stomp.waitFor(1, 2000);
    await sleep(200);
    expect(events().map((e) => (e.type === 'all-read' ? null : e.data.title))).toEqual([
      'Confirmada',
    ]);
  });

  it('tells the person’s other devices when one is marked read and when all are', async () => {
    const { person, stomp, events } = await listening();
    const other = await connectStomp(wsUrl(person.token)); // a second device of the same person
    await other.subscribe(queue);
    const [a] = await Promise.all([
      transaction(app.ctx, (tx) => createNotification(tx, { ...person, kind: 'task', title: 'A' })),
      transaction(app.ctx, (tx) => createNotification(tx, { ...person, kind: 'task', title: 'B' })),
    ]);
    await stomp.waitFor(2, 2000);
    // Each event carries the unread count after it: the later of the two sees both.
    expect(Math.max(...events().map((e) => e.unreadCount))).toBe(2);

    const read = await app.inject({
      method: 'PATCH',
      url: `${base}/${a.id}`,
      headers: person.bearer,
      payload: { read: true },
    });
    expect(read.statusCode).toBe(200);
    await stomp.waitFor(3, 2000);
    expect(events()[2]).toEqual({
      type: 'updated',
      entity: 'notification',
      workspaceId: person.workspaceId,
      unreadCount: 1,
      id: a.id,
      data: read.json(),
    });

    const all = await app.inject({
      method: 'POST',
      url: `${base}/marcar-todas-lidas`,
      headers: person.bearer,
    });
    await stomp.waitFor(4, 2000);
    const expected: NotificationEvent = {
      type: 'all-read',
      entity: 'notification',
      workspaceId: person.workspaceId,
      unreadCount: 0,
      data: all.json(),
    };
    expect(events()[3]).toEqual(expected);
    expect(all.json()).toMatchObject({ updated: 1 });
    await other.waitFor(4, 2000);

    // Nothing changed, nothing sent.
    await app.inject({
      method: 'PATCH',
      url: `${base}/${a.id}`,
      headers: person.bearer,
      payload: { read: true },
    });
    await app.inject({ method: 'POST', url: `${base}/marcar-todas-lidas`, headers: person.bearer });
    await sleep(200);
    expect(stomp.messages).toHaveLength(4);
  });

  it('POST /dev/notifications creates one for the signed-in person and delivers it live', async () => {
    const { person, stomp, events } = await listening();
    const res = await app.inject({
      method: 'POST',
      url: '/dev/notifications',
      headers: person.web(),
      payload: { title: 'Teste manual', link: '/me/home' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'system',
      title: 'Teste manual',
      body: null,
      link: '/me/home',
      readAt: null,
    });
    await stomp.waitFor(1, 2000);
    expect(events()[0]).toMatchObject({ type: 'created', data: res.json() });
    expect(
      (await app.inject({ method: 'POST', url: '/dev/notifications', payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/dev/notifications',
          headers: person.web(),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it('has no /dev/notifications in production', async () => {
    const production = await testApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const res = await production.inject({
      method: 'POST',
      url: '/dev/notifications',
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });
});
