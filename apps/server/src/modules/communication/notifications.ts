import type { NotificationEventKind } from '@orbita/contracts/settings';
import {
  notificationEntity,
  notificationInputSchema,
  type AppNotification,
  type MarkAllReadResult,
  type NotificationEvent,
  type NotificationInput,
  type NotificationPage,
} from '@orbita/contracts';
import { and, count, desc, eq, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { afterCommit, transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { notificationAllowed } from '../settings';
import { presentNotification } from './presenter';
import { notifications } from './schema';

type Owner = Pick<MemberContext, 'userId' | 'workspaceId'>;

const notFound = () => AppError.notFound('Notificação não encontrada.');

/** Only the person's own notifications of the workspace: another person's answers like a missing one. */
const own = (owner: Owner, ...conditions: (SQL | undefined)[]) =>
  inWorkspace(notifications, owner, eq(notifications.userId, owner.userId), ...conditions);

/** The user-queue message for a new or changed notification, with the person's unread count after it. */
export async function notificationEvent(
  q: Queryable,
  type: 'created' | 'updated',
  n: AppNotification,
  userId: string,
): Promise<NotificationEvent> {
  const unreadCount = await countUnread(q, { userId, workspaceId: n.workspaceId });
  return {
    type,
    entity: notificationEntity,
    workspaceId: n.workspaceId,
    unreadCount,
    id: n.id,
    data: n,
  };
}

/** The user-queue message for "all read" in a workspace. */
function allReadEvent(owner: Owner, result: MarkAllReadResult): NotificationEvent {
  return {
    type: 'all-read',
    entity: notificationEntity,
    workspaceId: owner.workspaceId,
    unreadCount: 0,
    data: result,
  };
}

/**
 * For every module: adds a notification for a person inside the caller's transaction
 * (opened with `transaction(ctx, …)`) and emits `communication.notification.created`.
 * Once that transaction commits, the presented notification goes live to the person's
 * `/user/queue/notifications`; if it rolls back, nothing is sent.
 */
export async function createNotification(
  tx: Tx,
  input: NotificationInput,
  options: { groupKey?: string } = {},
): Promise<AppNotification> {
  const parsed = notificationInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [i.path.join('.'), i.message]),
    );
    throw AppError.validation(parsed.error.issues[0]?.message ?? 'Notificação inválida.', fields);
  }
  const { body, link, ...rest } = parsed.data;
  const [row] = await tx
    .insert(notifications)
    .values({ ...rest, body: body || null, link: link ?? null, groupKey: options.groupKey ?? null })
    .returning();
  if (!row) throw new Error('notifications: insert não devolveu a linha');
  const presented = presentNotification(row);
  await emit(tx, 'communication.notification.created', {
    workspaceId: row.workspaceId,
    actorId: null,
    notificationId: row.id,
    userId: row.userId,
    kind: row.kind,
  });
  afterCommit(tx, async ({ db, realtime }) => {
    await realtime.notifyUser(
      row.userId,
      await notificationEvent(db, 'created', presented, row.userId),
    );
  });
  return presented;
}

/**
 * For producers of the events a person can switch off (Configurações, issue 17): the
 * notification, unless the person turned `event` off for in-app; then nothing is stored or
 * sent, and the answer is null.
 */
export async function notifyIfWanted(
  tx: Tx,
  event: NotificationEventKind,
  input: NotificationInput,
): Promise<AppNotification | null> {
  if (!(await notificationAllowed(tx, input.userId, event, 'inApp'))) return null;
  return createNotification(tx, input);
}

export async function listNotifications(
  q: Queryable,
  owner: Owner,
  query: { cursor?: string; limit: number; unread?: 'true' | 'false' },
): Promise<NotificationPage> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const rows = await q
    .select()
    .from(notifications)
    .where(
      own(
        owner,
        query.unread === 'true' ? isNull(notifications.readAt) : undefined,
        after
          ? or(
              lt(notifications.createdAt, after.createdAt),
              and(eq(notifications.createdAt, after.createdAt), lt(notifications.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentNotification),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

export async function countUnread(q: Queryable, owner: Owner): Promise<number> {
  const [row] = await q
    .select({ count: count() })
    .from(notifications)
    .where(own(owner, isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/**
 * Marks one notification read or unread; `changed` is false when it already was. A change
 * emits `communication.notification.marked` and, after the commit, tells the person's other
 * devices (badge and list) on their queue.
 */
export async function markNotification(
  ctx: AppContext,
  owner: Owner,
  id: string,
  read: boolean,
): Promise<{ notification: AppNotification; changed: boolean }> {
  return transaction(ctx, async (tx) => {
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: read ? clock.now() : null })
      .where(
        own(
          owner,
          eq(notifications.id, id),
          read ? isNull(notifications.readAt) : isNotNull(notifications.readAt),
        ),
      )
      .returning();
    if (!updated) {
      const [current] = await tx
        .select()
        .from(notifications)
        .where(own(owner, eq(notifications.id, id)));
      if (!current) throw notFound();
      return { notification: presentNotification(current), changed: false };
    }
    const notification = presentNotification(updated);
    await emit(tx, 'communication.notification.marked', {
      workspaceId: owner.workspaceId,
      actorId: owner.userId,
      notificationId: id,
      userId: owner.userId,
      read,
    });
    afterCommit(tx, async ({ db, realtime }) => {
      await realtime.notifyUser(
        owner.userId,
        await notificationEvent(db, 'updated', notification, owner.userId),
      );
    });
    return { notification, changed: true };
  });
}

/**
 * Marks every unread notification of the person in the workspace as read; when any was,
 * emits `communication.notification.all-marked-read` and tells their other devices.
 */
export async function markAllRead(ctx: AppContext, owner: Owner): Promise<MarkAllReadResult> {
  const readAt = clock.now();
  return transaction(ctx, async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ readAt })
      .where(own(owner, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    const result = { updated: updated.length, readAt: readAt.toISOString() };
    if (result.updated === 0) return result;
    await emit(tx, 'communication.notification.all-marked-read', {
      workspaceId: owner.workspaceId,
      actorId: owner.userId,
      userId: owner.userId,
      updated: result.updated,
    });
    afterCommit(tx, ({ realtime }) =>
      realtime.notifyUser(owner.userId, allReadEvent(owner, result)),
    );
    return result;
  });
}
