import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  type AppNotification,
  type NotificationKind,
} from '@orbita/contracts';
import type { NotificationEventKind } from '@orbita/contracts/settings';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Tx } from '../../platform/db/client';
import { afterCommit } from '../../platform/db/transaction';
import { memberships } from '../../platform/identity/schema';
import { notificationAllowed } from '../settings';
import { createNotification, notificationEvent } from './notifications';
import { presentNotification } from './presenter';
import { notificationDigestItems, notifications } from './schema';

/** Arrivals of one group within this long of the last one (and while unread) join it. */
export const GROUP_WINDOW_MS = 10 * 60 * 1000;

/** One thing to tell one person, from a domain event. */
export interface Notice {
  /** The preference it falls under (Configurações → Notificações). */
  event: NotificationEventKind;
  kind: NotificationKind;
  workspaceId: string;
  /** Who is told. */
  userId: string;
  /** Who did it: never told of their own action. Null for the system (a job, a reward). */
  actorId: string | null;
  title: string;
  body?: string | null;
  link?: string | null;
  /**
   * Many of one kind about one thing arriving together become one notification: `key` names
   * the thing, `title(n)` says it for n arrivals ("3 comentários em …").
   */
  group?: { key: string; title: (count: number) => string };
  /** Invitations reach people who are not members (yet): skip the membership check. */
  anyone?: boolean;
}

export type NoticeOutcome = 'created' | 'grouped' | 'email-only' | 'skipped';

/** Cuts a text to `max` characters with an ellipsis (titles quote task names up to 300). */
export function clip(text: string, max = NOTIFICATION_TITLE_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

async function isMember(tx: Tx, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  return !!row;
}

/**
 * The unread notification of the same group, recent enough to absorb one more arrival,
 * updated in place: new title, count + 1, moved to the top (`createdAt` now). A transaction
 * lock per person and group makes concurrent arrivals take turns, so they never make two rows.
 */
async function joinGroup(
  tx: Tx,
  notice: Notice & { group: NonNullable<Notice['group']> },
  body: string | null,
): Promise<AppNotification | null> {
  const { userId, workspaceId, group } = notice;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`notify:${userId}:${workspaceId}:${group.key}`}, 0))`,
  );
  const now = clock.now();
  const [open] = await tx
    .select({ id: notifications.id, groupCount: notifications.groupCount })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.workspaceId, workspaceId),
        eq(notifications.groupKey, group.key),
        isNull(notifications.readAt),
        gt(notifications.createdAt, new Date(now.getTime() - GROUP_WINDOW_MS)),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  if (!open) return null;
  const count = open.groupCount + 1;
  const [row] = await tx
    .update(notifications)
    .set({
      title: clip(group.title(count)),
      body,
      link: notice.link ?? null,
      groupCount: count,
      createdAt: now,
    })
    .where(eq(notifications.id, open.id))
    .returning();
  const presented = presentNotification(row!);
  // Sent as "created": the bell moves it to the top and shows the new title, as for a new one.
  afterCommit(tx, async ({ db, realtime }) => {
    await realtime.notifyUser(userId, await notificationEvent(db, 'created', presented, userId));
  });
  return presented;
}

/**
 * THE way a domain event becomes a notification. Skips the actor and non-members, asks the
 * person's preferences (in the app and by e-mail), groups arrivals of one group, delivers
 * live after the commit (createNotification) and leaves what the person wants by e-mail for
 * the digest. Runs inside the event's transaction.
 */
export async function deliver(tx: Tx, notice: Notice): Promise<NoticeOutcome> {
  if (notice.actorId && notice.actorId === notice.userId) return 'skipped';
  if (!notice.anyone && !(await isMember(tx, notice.workspaceId, notice.userId))) return 'skipped';
  const [inApp, email] = await Promise.all([
    notificationAllowed(tx, notice.userId, notice.event, 'inApp'),
    notificationAllowed(tx, notice.userId, notice.event, 'email'),
  ]);
  if (!inApp && !email) return 'skipped';
  const body = notice.body ? clip(notice.body, NOTIFICATION_BODY_MAX) : null;
  const first = clip(notice.group ? notice.group.title(1) : notice.title);

  let stored: AppNotification | null = null;
  let outcome: NoticeOutcome = 'email-only';
  if (inApp) {
    stored = notice.group
      ? await joinGroup(tx, notice as Notice & { group: NonNullable<Notice['group']> }, body)
      : null;
    outcome = stored ? 'grouped' : 'created';
    stored ??= await createNotification(
      tx,
      {
        workspaceId: notice.workspaceId,
        userId: notice.userId,
        kind: notice.kind,
        title: first,
        body,
        link: notice.link ?? null,
      },
      { groupKey: notice.group?.key },
    );
  }
  if (email) {
    await tx
      .insert(notificationDigestItems)
      .values({
        userId: notice.userId,
        workspaceId: notice.workspaceId,
        notificationId: stored?.id ?? null,
        title: stored?.title ?? first,
        body,
        link: notice.link ?? null,
      })
      // A grouped notification already waiting in the digest stays one item.
      .onConflictDoNothing();
  }
  return outcome;
}
