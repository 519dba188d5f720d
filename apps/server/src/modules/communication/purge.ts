import { and, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { clock } from '../../platform/clock';
import { notificationDigestItems, notificationMarks } from './schema';

/** Marks outlive their deadline by this much: a task past due never re-enters the 24-hour window. */
export const MARKS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Digest items already taken are kept a while for support questions ("did I get it?"), then go. */
export const DIGEST_ITEMS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Deletes what the notification jobs no longer need; idempotent, safe on several instances. */
export async function purgeNotificationLeftovers(
  ctx: AppContext,
  now = clock.now(),
): Promise<{ marks: number; digestItems: number }> {
  const marks = await ctx.db
    .delete(notificationMarks)
    .where(lt(notificationMarks.createdAt, new Date(now.getTime() - MARKS_KEPT_MS)))
    .returning({ key: notificationMarks.key });
  const items = await ctx.db
    .delete(notificationDigestItems)
    .where(
      and(
        isNotNull(notificationDigestItems.doneAt),
        lt(notificationDigestItems.doneAt, new Date(now.getTime() - DIGEST_ITEMS_KEPT_MS)),
      ),
    )
    .returning({ id: notificationDigestItems.id });
  return { marks: marks.length, digestItems: items.length };
}
