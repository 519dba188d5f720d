import type { CardAttachment, CardChecklistItem } from '@orbita/contracts';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { inWorkspace, visibleInWorkspace } from '../../../platform/scope';
import { releaseUsage } from '../../media';
import type { Member } from '../shared/actor';
import { presentAttachment } from './presenter';
import { flowCardAttachments, flowCardChecklistItems, flowCards } from './schema';

export const cardMissing = 'Cartão não encontrado.';
type CardRow = typeof flowCards.$inferSelect;
type ChecklistRow = typeof flowCardChecklistItems.$inferSelect;

export const presentCardChecklistItem = (row: ChecklistRow): CardChecklistItem => ({
  id: row.id,
  text: row.text,
  done: row.done,
  rank: row.rank,
  version: row.version,
});

/**
 * The conditions of "a card the person may see": of the workspace, and of a process a
 * restricted hub does not narrow away from them (`visibleInWorkspace`, kind `processo`), so a
 * narrowed process's cards, their parts and history answer 404 like its board.
 */
export function visibleCardWhere(member: Member, ...conditions: (SQL | undefined)[]): SQL {
  return inWorkspace(
    flowCards,
    member,
    visibleInWorkspace(member, 'processo', flowCards.processId),
    ...conditions,
  );
}

/** Loads one card the person may see (`visibleCardWhere`), else 404. */
export async function findCard(q: Queryable, member: Member, id: string): Promise<CardRow> {
  const [row] = await q
    .select()
    .from(flowCards)
    .where(visibleCardWhere(member, eq(flowCards.id, id)));
  if (!row) throw AppError.notFound(cardMissing);
  return row;
}

/**
 * Runs a change of a card's checklist, comments or attachments with the card's row locked
 * (placement takes turns per card; another workspace's card answers 404), then marks the
 * card updated. The card's `version` is left alone: its own form is not stale because of it.
 */
export function inCard<T>(
  ctx: AppContext,
  member: Member,
  cardId: string,
  run: (tx: Tx, card: CardRow) => Promise<T>,
): Promise<T> {
  return transaction(ctx, async (tx) => {
    const [card] = await tx
      .select()
      .from(flowCards)
      .where(visibleCardWhere(member, eq(flowCards.id, cardId)))
      .for('update');
    if (!card) throw AppError.notFound(cardMissing);
    const result = await run(tx, card);
    await tx.update(flowCards).set({ updatedAt: clock.now() }).where(eq(flowCards.id, cardId));
    return result;
  });
}

/** The checklist (in order) and the attachments (oldest first) of the card's detail. */
export async function cardParts(
  q: Queryable,
  cardId: string,
): Promise<{ checklistItems: CardChecklistItem[]; attachments: CardAttachment[] }> {
  const [items, files] = await Promise.all([
    q
      .select()
      .from(flowCardChecklistItems)
      .where(eq(flowCardChecklistItems.cardId, cardId))
      .orderBy(asc(flowCardChecklistItems.rank)),
    q
      .select()
      .from(flowCardAttachments)
      .where(eq(flowCardAttachments.cardId, cardId))
      .orderBy(asc(flowCardAttachments.createdAt), asc(flowCardAttachments.id)),
  ]);
  return {
    checklistItems: items.map(presentCardChecklistItem),
    attachments: files.map(presentAttachment),
  };
}

/** How the media library names a card that uses a file ("Usado em: cartão Contrato X"). */
export const cardUsage = (member: Member, card: { id: string; title?: string }) => ({
  workspaceId: member.workspaceId,
  module: 'flow',
  kind: 'card',
  id: card.id,
  label: `cartão ${card.title ?? ''}`.trim(),
});

/** Before cards are deleted (one, or a whole process's): their files are no longer in use. */
export async function releaseCardFiles(tx: Tx, member: Member, cardIds: string[]): Promise<void> {
  if (cardIds.length === 0) return;
  const attached = await tx
    .selectDistinct({ cardId: flowCardAttachments.cardId })
    .from(flowCardAttachments)
    .where(inWorkspace(flowCardAttachments, member, inArray(flowCardAttachments.cardId, cardIds)));
  for (const { cardId } of attached)
    await releaseUsage(tx, null, cardUsage(member, { id: cardId }));
}
