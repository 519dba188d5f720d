import { itemTransitionTo, type InboxItem, type ItemTransition } from '@orbita/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import { transaction } from '../../../platform/db/transaction';
import { bumpVersion } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { inWorkspace } from '../../../platform/scope';
import { byMember, type Member } from '../shared/actor';
import { presentItem } from './presenter';
import { flowItems } from './schema';
import { lockItem } from './service';
import { assertTransition, stageChange } from './stages';

/** separate / cancel / archive / restore one item; a transition its stage does not allow answers 409. */
export async function transitionItem(
  ctx: AppContext,
  member: Member,
  id: string,
  transition: ItemTransition,
): Promise<InboxItem> {
  const now = clock.now();
  const row = await transaction(ctx, async (tx) => {
    const item = await lockItem(tx, member, id);
    assertTransition(item, transition);
    const to = itemTransitionTo[transition];
    const changes = stageChange(item.stage, to, now);
    // Canceling or archiving from the inbox is a processing decision (trash, reference).
    if (to === 'canceled' || to === 'archived') changes.processedAt = now;
    const [updated] = await tx
      .update(flowItems)
      .set({ ...changes, ...bumpVersion(flowItems) })
      .where(eq(flowItems.id, id))
      .returning();
    await emit(tx, 'flow.inbox-item.stage-changed', {
      ...byMember(member),
      itemId: id,
      from: item.stage,
      to,
    });
    return updated!;
  });
  return presentItem(row, now);
}

/**
 * The same transition for many items, all or nothing: one missing id (404) or one item whose
 * stage refuses it (409, naming the item) and nothing changes.
 */
export async function bulkTransition(
  ctx: AppContext,
  member: Member,
  ids: string[],
  transition: Exclude<ItemTransition, 'restore'>,
): Promise<InboxItem[]> {
  const now = clock.now();
  const to = itemTransitionTo[transition];
  const rows = await transaction(ctx, async (tx) => {
    const items = await tx
      .select()
      .from(flowItems)
      .where(inWorkspace(flowItems, member, inArray(flowItems.id, ids)))
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
    const updated = await tx
      .update(flowItems)
      .set({
        stage: to,
        stageChangedAt: now,
        updatedAt: now,
        // Items leaving `collected` close their collected spell; the others keep theirs.
        leftCollectedAt: sql`case when ${flowItems.stage} = 'collected' then ${now.toISOString()}::timestamptz else ${flowItems.leftCollectedAt} end`,
        processedAt: to === 'separated' ? undefined : now,
        ...bumpVersion(flowItems),
      })
      .where(inWorkspace(flowItems, member, inArray(flowItems.id, ids)))
      .returning();
    for (const item of items) {
      await emit(tx, 'flow.inbox-item.stage-changed', {
        ...byMember(member),
        itemId: item.id,
        from: item.stage,
        to,
      });
    }
    return updated;
  });
  return rows.sort((a, b) => a.number - b.number).map((row) => presentItem(row, now));
}
