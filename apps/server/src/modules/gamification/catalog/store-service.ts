import {
  GAMIFICATION_ENTITY,
  type BuyResult,
  type createStoreItemBodySchema,
  type StoreItem,
  type StorePurchasesPage,
  type updateStoreItemBodySchema,
} from '@orbita/contracts/gamification';
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { memberships, users } from '../../../platform/identity/schema';
import { publishAfterCommit } from '../../../platform/realtime/publish';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { isParticipant } from '../ledger/catalog';
import { grant, spend } from '../ledger/service';
import { afterCursor, assertResourcesInWorkspace, pageFrom, type Member } from './common';
import { findGame, lockGame } from './games-service';
import {
  loadResourceRefs,
  presentPurchase,
  presentStoreItem,
  type StoreItemRow,
} from './presenter';
import { gamificationGames, gamificationStoreItems, gamificationStorePurchases } from './schema';

export const storeItemNotFound = 'Item da loja não encontrado.';
const gameNotFound = 'Gamificação não encontrada.';

export async function presentStoreItems(q: Queryable, rows: StoreItemRow[]): Promise<StoreItem[]> {
  const refs = await loadResourceRefs(
    q,
    rows.flatMap((r) => [r.resourceId, r.priceResourceId]),
  );
  return rows.map((row) => presentStoreItem(row, refs));
}

async function isMember(q: Queryable, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await q
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  return Boolean(row);
}

/**
 * The store is read by members of the game's workspace (any role) and by its participants;
 * anyone else meets 404, exactly as for a game that does not exist.
 */
export async function listStoreItems(
  q: Queryable,
  userId: string,
  gameId: string,
): Promise<StoreItem[]> {
  const [game] = await q
    .select({ id: gamificationGames.id, workspaceId: gamificationGames.workspaceId })
    .from(gamificationGames)
    .where(eq(gamificationGames.id, gameId));
  if (
    !game ||
    !((await isParticipant(q, gameId, userId)) || (await isMember(q, game.workspaceId, userId)))
  )
    throw AppError.notFound(gameNotFound);
  const rows = await q
    .select()
    .from(gamificationStoreItems)
    .where(eq(gamificationStoreItems.gameId, gameId))
    .orderBy(asc(gamificationStoreItems.createdAt), asc(gamificationStoreItems.id));
  return presentStoreItems(q, rows);
}

type CreateBody = z.output<typeof createStoreItemBodySchema>;
type UpdateBody = z.output<typeof updateStoreItemBodySchema>;

/** One store item of the workspace, presented (what a stale edit's 409 carries). */
export async function getStoreItem(q: Queryable, member: Member, id: string): Promise<StoreItem> {
  const row = await findInWorkspace(q, gamificationStoreItems, member, id, storeItemNotFound);
  return (await presentStoreItems(q, [row]))[0]!;
}
const priceColumns = (price: CreateBody['price']) => ({
  pricePoints: price.points,
  priceResourceId: price.resourceId,
  priceQuantity: price.quantity,
});

/** Emits the store item's event and, once committed, tells the workspace's screens. */
async function itemChanged(
  tx: Tx,
  member: Member,
  type: 'created' | 'updated' | 'deleted',
  row: { id: string; gameId: string },
  data: StoreItem | { id: string; deleted: true },
): Promise<void> {
  await emit(tx, `gamification.store-item.${type}`, {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    storeItemId: row.id,
    gameId: row.gameId,
  });
  publishAfterCommit(tx, member.workspaceId, {
    type,
    entity: GAMIFICATION_ENTITY,
    id: row.id,
    data,
  });
}

export async function createStoreItem(
  ctx: AppContext,
  member: Member,
  gameId: string,
  body: CreateBody,
): Promise<StoreItem> {
  return transaction(ctx, async (tx) => {
    await lockGame(tx, member, gameId);
    await assertResourcesInWorkspace(tx, member.workspaceId, [
      body.resourceId,
      body.price.resourceId,
    ]);
    const [created] = await tx
      .insert(gamificationStoreItems)
      .values({
        workspaceId: member.workspaceId,
        gameId,
        name: body.name,
        description: body.description,
        resourceId: body.resourceId,
        quantity: body.quantity,
        stock: body.stock,
        ...priceColumns(body.price),
      })
      .returning();
    const item = (await presentStoreItems(tx, [created!]))[0]!;
    await itemChanged(tx, member, 'created', created!, item);
    return item;
  });
}

export async function updateStoreItem(
  ctx: AppContext,
  member: Member,
  id: string,
  body: UpdateBody,
): Promise<StoreItem> {
  return transaction(ctx, async (tx) => {
    const [current] = await tx
      .select()
      .from(gamificationStoreItems)
      .where(inWorkspace(gamificationStoreItems, member, eq(gamificationStoreItems.id, id)))
      .for('update');
    if (!current) throw AppError.notFound(storeItemNotFound);
    assertVersion(current, body.version);
    await assertResourcesInWorkspace(tx, member.workspaceId, [
      body.resourceId,
      body.price?.resourceId,
    ]);
    if (body.stock !== undefined && body.stock !== null && body.stock < current.sold) {
      const message = `O estoque não pode ficar abaixo do já vendido (${current.sold.toLocaleString('pt-BR')}).`;
      throw AppError.validation(message, { stock: message });
    }
    const { price, ...rest } = body;
    const updated = await updateVersioned(
      tx,
      gamificationStoreItems,
      eq(gamificationStoreItems.id, id),
      body.version,
      { ...rest, ...(price ? priceColumns(price) : {}), updatedAt: new Date() },
    );
    const item = (await presentStoreItems(tx, [updated]))[0]!;
    await itemChanged(tx, member, 'updated', updated, item);
    return item;
  });
}

/** Purchases keep their record (item name, price) after the item goes. */
export async function deleteStoreItem(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [row] = await tx
      .delete(gamificationStoreItems)
      .where(inWorkspace(gamificationStoreItems, member, eq(gamificationStoreItems.id, id)))
      .returning({ id: gamificationStoreItems.id, gameId: gamificationStoreItems.gameId });
    if (!row) throw AppError.notFound(storeItemNotFound);
    await itemChanged(tx, member, 'deleted', row, { id, deleted: true });
  });
}

/**
 * One purchase, in one transaction: the stock (one guarded UPDATE, so concurrent buyers
 * take turns and never oversell), the purchase record, the spend of the price and the
 * grant of the item. Any refusal (sold out, short balance) rolls everything back. Emits
 * `gamification.store-item.bought`; the game's workspace sees the item's new stock.
 */
export async function buyStoreItem(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<BuyResult> {
  return transaction(ctx, (tx) => buy(tx, userId, id));
}

async function buy(tx: Tx, userId: string, id: string): Promise<BuyResult> {
  const [item] = await tx
    .select()
    .from(gamificationStoreItems)
    .where(eq(gamificationStoreItems.id, id));
  if (!item) throw AppError.notFound(storeItemNotFound);
  const [game] = await tx
    .select()
    .from(gamificationGames)
    .where(eq(gamificationGames.id, item.gameId));
  if (!game) throw AppError.notFound(storeItemNotFound);
  if (!(await isParticipant(tx, game.id, userId))) {
    // Members may see the store, so they learn nothing from a 403; anyone else gets the 404 of a missing item.
    if (await isMember(tx, game.workspaceId, userId))
      throw AppError.forbidden('Entre na gamificação para comprar na loja dela.');
    throw AppError.notFound(storeItemNotFound);
  }
  if (game.status !== 'active')
    throw AppError.conflict('Esta gamificação está arquivada; a loja está fechada.');

  const [sold] = await tx
    .update(gamificationStoreItems)
    .set({ sold: sql`${gamificationStoreItems.sold} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(gamificationStoreItems.id, id),
        or(
          isNull(gamificationStoreItems.stock),
          lt(gamificationStoreItems.sold, gamificationStoreItems.stock),
        ),
      ),
    )
    .returning();
  if (!sold) throw AppError.conflict('Este item esgotou.');

  const [purchase] = await tx
    .insert(gamificationStorePurchases)
    .values({
      workspaceId: game.workspaceId,
      gameId: game.id,
      storeItemId: item.id,
      userId,
      itemName: item.name,
      pricePoints: item.pricePoints,
      priceResourceId: item.priceResourceId,
      priceQuantity: item.priceQuantity,
      resourceId: item.resourceId,
      quantity: item.resourceId ? item.quantity : 0,
    })
    .returning();
  const base = { workspaceId: game.workspaceId, userId, gameId: game.id };
  await spend(tx, {
    ...base,
    cause: `store:${purchase!.id}:price`,
    points: item.pricePoints,
    resourceId: item.priceResourceId,
    quantity: item.priceQuantity,
  });
  if (item.resourceId) {
    const granted = await grant(tx, {
      ...base,
      cause: `store:${purchase!.id}`,
      resourceId: item.resourceId,
      quantity: item.quantity,
    });
    if (granted.status === 'sold_out')
      throw AppError.conflict('O recurso deste item acabou: não há mais unidades para entregar.');
  }
  const refs = await loadResourceRefs(tx, [sold.resourceId, sold.priceResourceId]);
  const bought = presentStoreItem(sold, refs);
  await emit(tx, 'gamification.store-item.bought', {
    workspaceId: game.workspaceId,
    actorId: userId,
    storeItemId: item.id,
    gameId: game.id,
    purchaseId: purchase!.id,
  });
  publishAfterCommit(tx, game.workspaceId, {
    type: 'updated',
    entity: GAMIFICATION_ENTITY,
    id: bought.id,
    data: bought,
  });
  return { purchase: presentPurchase(purchase!, refs), item: bought };
}

/** Purchases of a game's store, newest first, with the buyer's name (members of the game's workspace). */
export async function listPurchases(
  q: Queryable,
  member: Member,
  gameId: string,
  page: { cursor?: string; limit: number },
): Promise<StorePurchasesPage> {
  await findGame(q, member, gameId);
  const rows = await q
    .select({ purchase: gamificationStorePurchases, userName: users.name })
    .from(gamificationStorePurchases)
    .innerJoin(users, eq(users.id, gamificationStorePurchases.userId))
    .where(
      and(
        eq(gamificationStorePurchases.gameId, gameId),
        afterCursor(
          page.cursor,
          gamificationStorePurchases.createdAt,
          gamificationStorePurchases.id,
        ),
      ),
    )
    .orderBy(desc(gamificationStorePurchases.createdAt), desc(gamificationStorePurchases.id))
    .limit(page.limit + 1);
  const flat = rows.map((r) => ({ ...r.purchase, userName: r.userName }));
  const refs = await loadResourceRefs(
    q,
    flat.flatMap((r) => [r.resourceId, r.priceResourceId]),
  );
  return pageFrom(flat, page.limit, (items) =>
    items.map((r) => ({ ...presentPurchase(r, refs), userName: r.userName })),
  );
}
