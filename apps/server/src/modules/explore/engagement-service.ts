import { createHash } from 'node:crypto';
import {
  EXPLORE_AUTO_HIDDEN_REASON,
  EXPLORE_REPORTS_TO_HIDE,
  exploreMessages,
  type ExploreKind,
  type ExploreReaction,
  type ExploreReportBody,
} from '@orbita/contracts/explore';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { findItem } from './items';
import { setModeration } from './moderation-store';
import { exploreReactions, exploreReports, exploreViews } from './schema';

/**
 * Who reacts or reports: the signed-in person's id, else a signed-out visitor's key —
 * sha256 of address, browser and the day (São Paulo), so it is not a stored address and
 * changes daily, yet one visitor cannot stack reactions by reloading.
 */
export function reactorKey(userId: string | null, ip: string, userAgent: string): string {
  if (userId) return `u:${userId}`;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  return `v:${createHash('sha256').update(`${day}\n${ip}\n${userAgent}`).digest('hex')}`;
}

async function reactionsOf(q: Queryable, kind: ExploreKind, id: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(exploreReactions)
    .where(and(eq(exploreReactions.kind, kind), eq(exploreReactions.recordId, id)));
  return row?.n ?? 0;
}

/** Toggles the reactor's reaction on an item whose public address opens (else 404). */
export async function toggleReaction(
  ctx: AppContext,
  kind: ExploreKind,
  id: string,
  reactor: string,
): Promise<ExploreReaction> {
  return transaction(ctx, async (tx) => {
    const item = await findItem(tx, kind, id, { openOnly: true });
    if (!item) throw AppError.notFound(exploreMessages.notFound);
    const mine = and(
      eq(exploreReactions.kind, kind),
      eq(exploreReactions.recordId, id),
      eq(exploreReactions.reactor, reactor),
    );
    const removed = await tx.delete(exploreReactions).where(mine).returning();
    if (removed.length === 0)
      await tx
        .insert(exploreReactions)
        .values({ kind, recordId: id, workspaceId: item.workspaceId, reactor })
        .onConflictDoNothing();
    return { reacted: removed.length === 0, reactions: await reactionsOf(tx, kind, id) };
  });
}

/**
 * A report on an item whose public address opens. One open report per reporter and item
 * (a second: 409 pt-BR); the third distinct open report hides the item at once, with
 * the reason "Denúncias — aguardando moderação", until a moderator decides.
 */
export async function reportItem(
  ctx: AppContext,
  kind: ExploreKind,
  id: string,
  reporter: { key: string; userId: string | null },
  body: Required<Pick<ExploreReportBody, 'reason'>> & { details: string },
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const item = await findItem(tx, kind, id, { openOnly: true });
    if (!item) throw AppError.notFound(exploreMessages.notFound);
    const [made] = await tx
      .insert(exploreReports)
      .values({
        kind,
        recordId: id,
        workspaceId: item.workspaceId,
        reporter: reporter.key,
        reporterUserId: reporter.userId,
        reason: body.reason,
        details: body.details,
      })
      .onConflictDoNothing()
      .returning({ id: exploreReports.id });
    if (!made) throw AppError.conflict(exploreMessages.alreadyReported);
    const [open] = await tx
      .select({ n: count() })
      .from(exploreReports)
      .where(
        and(
          eq(exploreReports.kind, kind),
          eq(exploreReports.recordId, id),
          isNull(exploreReports.resolvedAt),
        ),
      );
    if ((open?.n ?? 0) >= EXPLORE_REPORTS_TO_HIDE)
      await setModeration(tx, item, {
        hiddenAt: new Date(),
        hiddenReason: EXPLORE_AUTO_HIDDEN_REASON,
      });
  });
}

/**
 * A view of a public address: one counter bump per item and day (an upsert), run after the
 * answer was sent, so it never slows the page; a failure is only logged.
 */
export async function countView(
  ctx: AppContext,
  item: { kind: ExploreKind; id: string; workspaceId: string },
): Promise<void> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  await ctx.db
    .insert(exploreViews)
    .values({ kind: item.kind, recordId: item.id, workspaceId: item.workspaceId, day, count: 1 })
    .onConflictDoUpdate({
      target: [exploreViews.kind, exploreViews.recordId, exploreViews.day],
      set: { count: sql`${exploreViews.count} + 1` },
    });
}
