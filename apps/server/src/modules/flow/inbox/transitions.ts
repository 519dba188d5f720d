import { itemTransitionTo, type InboxItem, type ItemTransition } from '@orbita/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { inWorkspace, type MemberContext } from '../../../platform/scope';
import { clock } from '../shared/clock';
import { presentItem } from './presenter';
import { flowItems } from './schema';
import { lockItem } from './service';
import { assertTransition, stageChange } from './stages';

type Ctx = Pick<MemberContext, 'workspaceId'>;

/** separate / cancel / archive / restore one item; a transition its stage does not allow answers 409. */
export async function transitionItem(
  db: Database,
  ctx: Ctx,
  id: string,
  transition: ItemTransition,
): Promise<InboxItem> {
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const item = await lockItem(tx, ctx, id);
    assertTransition(item, transition);
    const to = itemTransitionTo[transition];
    const changes = stageChange(item.stage, to, now);
    // Canceling or archiving from the inbox is a processing decision (trash, reference).
    if (to === 'canceled' || to === 'archived') changes.processedAt = now;
    const [updated] = await tx
      .update(flowItems)
      .set(changes)
      .where(eq(flowItems.id, id))
      .returning();
    return updated!;
  });
  return presentItem(row, now);
}

/**
 * The same transition for many items, all or nothing: one missing id (404) or one item whose
 * stage refuses it (409, naming the item) and nothing changes.
 */
export async function bulkTransition(
  db: Database,
  ctx: Ctx,
  ids: string[],
  transition: Exclude<ItemTransition, 'restore'>,
): Promise<InboxItem[]> {
  const now = clock.now();
  const to = itemTransitionTo[transition];
  const rows = await db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(flowItems)
      .where(inWorkspace(flowItems, ctx, inArray(flowItems.id, ids)))
      .orderBy(asc(flowItems.number))
      .for('update');
    if (items.length !== ids.length) {
      throw AppError.notFound(
        ids.length === 1
          ? 'Item não encontrado.'
          : 'Alguns dos itens selecionados não foram encontrados. Recarregue e tente de novo.',
      );
    }
    for (const item of items) assertTransition(item, transition);
    return tx
      .update(flowItems)
      .set({
        stage: to,
        stageChangedAt: now,
        updatedAt: now,
        // Items leaving `collected` close their collected spell; the others keep theirs.
        leftCollectedAt: sql`case when ${flowItems.stage} = 'collected' then ${now.toISOString()}::timestamptz else ${flowItems.leftCollectedAt} end`,
        processedAt: to === 'separated' ? undefined : now,
      })
      .where(inWorkspace(flowItems, ctx, inArray(flowItems.id, ids)))
      .returning();
  });
  return rows.sort((a, b) => a.number - b.number).map((row) => presentItem(row, now));
}
