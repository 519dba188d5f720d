import {
  itemStages,
  REVIEW_AFTER_DAYS,
  type InboxSummary,
  type ItemStage,
} from '@orbita/contracts';
import { and, asc, count, eq, gt, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { clock } from '../../../platform/clock';
import { urgentCutoff } from './presenter';
import { flowItems } from './schema';
import type { Member } from '../shared/actor';
import { visibleItemWhere } from './service';

export interface Spell {
  start: Date;
  /** null: still collected. */
  end: Date | null;
}

/**
 * True when the spells (each item's time in `collected`) cover the whole window
 * [now − 7 days, now] with no gap: at every instant of the last week at least one item
 * was waiting in the inbox. Spells touching end to start count as continuous.
 */
export function coversWindow(spells: readonly Spell[], windowStart: Date, now: Date): boolean {
  const sorted = [...spells].sort((a, b) => a.start.getTime() - b.start.getTime());
  let reach = windowStart.getTime();
  for (const spell of sorted) {
    if (spell.start.getTime() > reach) return false;
    reach = Math.max(reach, spell.end ? spell.end.getTime() : Number.POSITIVE_INFINITY);
    if (reach >= now.getTime()) return true;
  }
  return reach >= now.getTime();
}

/**
 * The inbox's counts for the person: only the items they may see (an item processed into a
 * list or process that a restricted hub narrows away from them is not counted either).
 */
export async function inboxSummary(q: Queryable, member: Member): Promise<InboxSummary> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - REVIEW_AFTER_DAYS * 86_400_000);
  const open = sql`${flowItems.stage} in ('collected', 'separated')`;
  const [byStage, [extra], spells] = await Promise.all([
    q
      .select({ stage: flowItems.stage, n: count() })
      .from(flowItems)
      .where(visibleItemWhere(q, member))
      .groupBy(flowItems.stage),
    q
      .select({
        urgent: sql<number>`count(*) filter (where ${open} and ${flowItems.dueAt} <= ${urgentCutoff(now).toISOString()}::timestamptz)::int`,
        someday: sql<number>`count(*) filter (where ${open} and ${flowItems.someday})::int`,
        oldestCollectedAt: min(
          sql<Date>`case when ${flowItems.stage} = 'collected' then ${flowItems.collectedAt} end`,
        ),
      })
      .from(flowItems)
      .where(visibleItemWhere(q, member)),
    q
      .select({ start: flowItems.collectedAt, end: flowItems.leftCollectedAt })
      .from(flowItems)
      .where(
        visibleItemWhere(
          q,
          member,
          lte(flowItems.collectedAt, now),
          or(
            and(isNull(flowItems.leftCollectedAt), eq(flowItems.stage, 'collected')),
            gt(flowItems.leftCollectedAt, windowStart),
          ),
        ),
      )
      .orderBy(asc(flowItems.collectedAt)),
  ]);
  const counts = Object.fromEntries(itemStages.map((s) => [s, 0])) as Record<ItemStage, number>;
  for (const row of byStage) counts[row.stage] = row.n;
  const oldest = extra?.oldestCollectedAt ? new Date(extra.oldestCollectedAt) : null;
  return {
    counts,
    urgent: extra?.urgent ?? 0,
    someday: extra?.someday ?? 0,
    reviewDue: counts.collected > 0 && coversWindow(spells, windowStart, now),
    oldestCollectedAt: oldest ? oldest.toISOString() : null,
  };
}
