import { defaultNotificationPrefs, type NotificationPrefs } from '@orbita/contracts/settings';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiClient, callerFor, type Caller } from '../../test/kit';
import { notificationDigestItems, notifications } from './schema';

/** Test helpers of the notifications made from events (test files only). */
export const flowApi = apiClient('/api/app/flow');

/** A person's stored notifications, newest first (every workspace). */
export async function inboxOf(app: FastifyInstance, userId: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

/** A person's digest items, oldest first. */
export async function digestItemsOf(app: FastifyInstance, userId: string) {
  return app.database.db
    .select()
    .from(notificationDigestItems)
    .where(eq(notificationDigestItems.userId, userId))
    .orderBy(asc(notificationDigestItems.createdAt));
}

/** Saves the person's preferences: `change` edits the defaults (everything on). */
export async function setPrefs(
  app: FastifyInstance,
  who: Caller,
  change: (prefs: NotificationPrefs) => void,
) {
  const me = callerFor(app, '/api/app/me', who.token, who);
  const prefs = defaultNotificationPrefs();
  change(prefs);
  const current = await me.get<{ version: number }>('/settings');
  expect(current.status).toBe(200);
  const saved = await me.put('/settings', {
    timeZone: 'America/Sao_Paulo',
    startPage: '/me/home',
    notifications: prefs,
    version: current.body.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
