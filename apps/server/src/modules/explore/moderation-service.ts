import {
  EXPLORE_AUTO_HIDDEN_REASON,
  exploreMessages,
  type ExploreKind,
  type ExploreReportReason,
  type ModerationAction,
  type ModerationItem,
} from '@orbita/contracts/explore';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { users } from '../../platform/identity/schema';
import { findItem, type ItemRef } from './items';
import { setModeration } from './moderation-store';
import { exploreReports } from './schema';
import { sitesOf, siteUrl } from './site-service';
import { pages, publications } from './sources';

/** The moderators' e-mails, from the environment's comma list (read on each request). */
export function moderatorEmails(list: string | undefined): Set<string> {
  return new Set(
    (list ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export async function isModerator(q: Queryable, userId: string, list: string | undefined) {
  const emails = moderatorEmails(list);
  if (emails.size === 0) return false;
  const [user] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return !!user && emails.has(user.email.toLowerCase());
}

export async function assertModerator(q: Queryable, userId: string, list: string | undefined) {
  if (!(await isModerator(q, userId, list)))
    throw AppError.forbidden(exploreMessages.moderatorsOnly);
}

const QUEUE_MAX = 200;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Items with open reports (newest report first), then hidden items without any. */
export async function moderationQueue(q: Queryable, appUrl: string): Promise<ModerationItem[]> {
  const reports = await q
    .select()
    .from(exploreReports)
    .where(isNull(exploreReports.resolvedAt))
    .orderBy(desc(exploreReports.createdAt))
    .limit(QUEUE_MAX * 5);
  const keys = new Map<string, { kind: ExploreKind; id: string }>();
  for (const r of reports) keys.set(`${r.kind}:${r.recordId}`, { kind: r.kind, id: r.recordId });
  for (const [kind, table] of [
    ['publication', publications],
    ['page', pages],
  ] as const) {
    const hidden = await q
      .select({ id: table.id })
      .from(table)
      .where(isNotNull(table.hiddenAt))
      .orderBy(desc(table.hiddenAt))
      .limit(QUEUE_MAX);
    for (const h of hidden)
      if (!keys.has(`${kind}:${h.id}`)) keys.set(`${kind}:${h.id}`, { kind, id: h.id });
  }
  const items: ItemRef[] = [];
  for (const { kind, id } of [...keys.values()].slice(0, QUEUE_MAX)) {
    const item = await findItem(q, kind, id, { openOnly: false });
    if (item) items.push(item);
  }
  return present(q, appUrl, items, reports);
}

async function present(
  q: Queryable,
  appUrl: string,
  items: ItemRef[],
  reports: (typeof exploreReports.$inferSelect)[],
): Promise<ModerationItem[]> {
  const sites = await sitesOf(
    q,
    items.map((i) => i.workspaceId),
  );
  return items.map((item) => {
    const site = sites.get(item.workspaceId)!;
    const mine = reports.filter((r) => r.kind === item.kind && r.recordId === item.id);
    return {
      kind: item.kind,
      id: item.id,
      title: item.title,
      site: { handle: site.handle, title: site.title },
      url: `${siteUrl(appUrl, site.handle)}${item.kind === 'publication' ? '/p/' : '/'}${item.slug}`,
      status: item.status,
      visibility: item.visibility,
      hiddenAt: iso(item.hiddenAt),
      hiddenReason: item.hiddenReason,
      pickedAt: iso(item.pickedAt),
      reports: mine.map((r) => ({
        id: r.id,
        reason: r.reason as ExploreReportReason,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
      })),
      lastReportAt: mine[0] ? mine[0].createdAt.toISOString() : null,
    };
  });
}

const HIDDEN_BY_MODERATION = 'Ocultado pela moderação';

/**
 * A moderator's decision, in one transaction with resolving the item's open reports:
 * hide (reports upheld), restore (shown again, reports closed), dismiss (reports
 * unfounded: closed, and an item the reports alone had hidden shows again), pick/unpick
 * (the editorial pick, first in the feed; reports untouched).
 */
export async function moderate(
  ctx: AppContext,
  appUrl: string,
  moderatorId: string,
  kind: ExploreKind,
  id: string,
  action: ModerationAction,
): Promise<ModerationItem> {
  return transaction(ctx, async (tx) => {
    const item = await findItem(tx, kind, id, { openOnly: false });
    if (!item) throw AppError.notFound(exploreMessages.notFound);
    const resolve = async (resolution: string) =>
      tx
        .update(exploreReports)
        .set({ resolvedAt: new Date(), resolvedBy: moderatorId, resolution })
        .where(
          and(
            eq(exploreReports.kind, kind),
            eq(exploreReports.recordId, id),
            isNull(exploreReports.resolvedAt),
          ),
        );
    if (action === 'hide') {
      await setModeration(tx, item, { hiddenAt: new Date(), hiddenReason: HIDDEN_BY_MODERATION });
      await resolve('hidden');
    } else if (action === 'restore') {
      await setModeration(tx, item, { hiddenAt: null, hiddenReason: null });
      await resolve('restored');
    } else if (action === 'dismiss') {
      if (item.hiddenAt && item.hiddenReason === EXPLORE_AUTO_HIDDEN_REASON)
        await setModeration(tx, item, { hiddenAt: null, hiddenReason: null });
      await resolve('dismissed');
    } else {
      await setModeration(tx, item, { pickedAt: action === 'pick' ? new Date() : null });
    }
    const fresh = (await findItem(tx, kind, id, { openOnly: false }))!;
    const open = await tx
      .select()
      .from(exploreReports)
      .where(
        and(
          eq(exploreReports.kind, kind),
          inArray(exploreReports.recordId, [id]),
          isNull(exploreReports.resolvedAt),
        ),
      )
      .orderBy(desc(exploreReports.createdAt));
    return (await present(tx, appUrl, [fresh], open))[0]!;
  });
}
