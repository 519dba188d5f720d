import { randomUUID } from 'node:crypto';
import { TAB_HEADER, type AppNotification } from '@orbita/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventHandler } from '../../platform/events/bus';
import { authTestApp, signedInPerson } from '../../test/kit';

const base = '/api/app/comunicacao';
let app: FastifyInstance;

beforeAll(async () => {
  app = await authTestApp();
});

type Seen = { event: Parameters<AnyEventHandler>[0]; origin: string | null | undefined };

/** Communication's events about `userId` on the app's bus, with the tab of the request that caused it. */
function record(userId: string) {
  const seen: Seen[] = [];
  const off = app.ctx.events.onAny((event, ctx) => {
    // Only communication's own: the daily access also makes gamification record a streak.
    if (
      event.name.startsWith('communication.') &&
      'userId' in event.payload &&
      event.payload.userId === userId
    )
      seen.push({ event, origin: ctx.origin });
  });
  return { seen, off };
}

describe('communication domain events', () => {
  it('each write emits its event after the commit, with the asking tab as origin', async () => {
    const person = await signedInPerson(app);
    const tab = randomUUID();
    const headers = { ...person.web(), [TAB_HEADER]: tab };
    const { seen, off } = record(person.userId);
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/dev/notifications',
        headers,
        payload: { title: 'Evento' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const notification = created.json<AppNotification>();
      const marked = await app.inject({
        method: 'PATCH',
        url: `${base}/notificacoes/${notification.id}`,
        headers,
        payload: { read: true },
      });
      expect(marked.statusCode).toBe(200);
      // Already read: nothing changed, nothing emitted.
      await app.inject({
        method: 'PATCH',
        url: `${base}/notificacoes/${notification.id}`,
        headers,
        payload: { read: true },
      });
      await app.inject({
        method: 'PATCH',
        url: `${base}/notificacoes/${notification.id}`,
        headers,
        payload: { read: false },
      });
      const all = await app.inject({
        method: 'POST',
        url: `${base}/notificacoes/marcar-todas-lidas`,
        headers,
      });
      expect(all.json()).toMatchObject({ updated: 1 });
      const access = await app.inject({
        method: 'POST',
        url: `${base}/eventos/acesso-diario`,
        headers,
      });
      expect(access.json()).toMatchObject({ firstToday: true });

      const who = { workspaceId: person.workspaceId, userId: person.userId };
      const id = notification.id;
      expect(seen).toEqual([
        {
          event: {
            name: 'communication.notification.created',
            payload: { ...who, actorId: null, notificationId: id, kind: 'system' },
          },
          origin: tab,
        },
        {
          event: {
            name: 'communication.notification.marked',
            payload: { ...who, actorId: person.userId, notificationId: id, read: true },
          },
          origin: tab,
        },
        {
          event: {
            name: 'communication.notification.marked',
            payload: { ...who, actorId: person.userId, notificationId: id, read: false },
          },
          origin: tab,
        },
        {
          event: {
            name: 'communication.notification.all-marked-read',
            payload: { ...who, actorId: person.userId, updated: 1 },
          },
          origin: tab,
        },
        {
          event: {
            name: 'communication.daily-access.recorded',
            payload: {
              ...who,
              actorId: person.userId,
              day: access.json().day,
              streak: 1,
            },
          },
          origin: tab,
        },
      ]);
    } finally {
      off();
    }
  });
});
