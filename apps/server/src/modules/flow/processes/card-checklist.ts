import type { CardChecklistItem } from '@orbita/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { inWorkspace } from '../../../platform/scope';
import { byMember, type Member } from '../shared/actor';
import { placeInColumn } from '../shared/ordering';
import { inCard, presentCardChecklistItem } from './card-parts';
import { flowCardChecklistItems } from './schema';

const itemNotFound = 'Item do checklist não encontrado.';

const inThisCard = (cardId: string, itemId: string) =>
  and(eq(flowCardChecklistItems.cardId, cardId), eq(flowCardChecklistItems.id, itemId));

/** One item as the card presents it (the `current` of a stale edit's 409). */
export async function getCardChecklistItem(
  q: Queryable,
  member: Pick<Member, 'workspaceId'>,
  cardId: string,
  itemId: string,
): Promise<CardChecklistItem> {
  const [row] = await q
    .select()
    .from(flowCardChecklistItems)
    .where(inWorkspace(flowCardChecklistItems, member, inThisCard(cardId, itemId)));
  if (!row) throw AppError.notFound(itemNotFound);
  return presentCardChecklistItem(row);
}

/** At the end of the checklist. */
export function addCardChecklistItem(
  ctx: AppContext,
  member: Member,
  cardId: string,
  text: string,
): Promise<CardChecklistItem> {
  return inCard(ctx, member, cardId, async (tx, card) => {
    const rank = await placeInColumn(
      tx,
      {
        table: flowCardChecklistItems,
        id: flowCardChecklistItems.id,
        rank: flowCardChecklistItems.rank,
        scope: eq(flowCardChecklistItems.cardId, cardId),
      },
      {},
    );
    const [row] = await tx
      .insert(flowCardChecklistItems)
      .values({ workspaceId: member.workspaceId, cardId, text, rank })
      .returning();
    await emit(tx, 'flow.card-checklist-item.created', {
      ...byMember(member),
      cardId,
      processId: card.processId,
      checklistItemId: row!.id,
    });
    return presentCardChecklistItem(row!);
  });
}

/** Text or done; a stale `version` answers 409 with the item as it is now. */
export function updateCardChecklistItem(
  ctx: AppContext,
  member: Member,
  cardId: string,
  itemId: string,
  body: { text?: string; done?: boolean; version?: number },
): Promise<CardChecklistItem> {
  return inCard(ctx, member, cardId, async (tx, card) => {
    const { version, ...changes } = body;
    const row = await updateVersioned(
      tx,
      flowCardChecklistItems,
      inThisCard(cardId, itemId),
      version,
      changes,
      itemNotFound,
    );
    await emit(tx, 'flow.card-checklist-item.updated', {
      ...byMember(member),
      cardId,
      processId: card.processId,
      checklistItemId: itemId,
      done: row.done,
    });
    return presentCardChecklistItem(row);
  });
}

export function deleteCardChecklistItem(
  ctx: AppContext,
  member: Member,
  cardId: string,
  itemId: string,
): Promise<void> {
  return inCard(ctx, member, cardId, async (tx, card) => {
    const deleted = await tx
      .delete(flowCardChecklistItems)
      .where(inThisCard(cardId, itemId))
      .returning({ id: flowCardChecklistItems.id });
    if (deleted.length === 0) throw AppError.notFound(itemNotFound);
    await emit(tx, 'flow.card-checklist-item.deleted', {
      ...byMember(member),
      cardId,
      processId: card.processId,
      checklistItemId: itemId,
    });
  });
}
