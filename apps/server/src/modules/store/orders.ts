import { randomBytes, randomInt } from 'node:crypto';
import { productMessages } from '@orbita/contracts/products';
import {
  buildPixPayload,
  formatOrderNumber,
  storeMessages,
  type OrderCurrency,
  type orderListQuerySchema,
} from '@orbita/contracts/store';
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { clock, today } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { Queryable, Tx } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { assertVersion } from '../../platform/db/versioned';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { users, workspaces } from '../../platform/identity/schema';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { recordEntries } from '../finance';
import { nextCounterNumber } from '../flow';
import { spend } from '../gamification';
import { loadSellable, releaseStock, reserveStock, type Sellable } from '../products';
import { orderMails, type MailDeps } from './mail';
import { storeOrderItems, storeOrders, type StoreOrderItemRow, type StoreOrderRow } from './schema';
import { loadSettings, pixReady } from './settings';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;

export interface Buyer {
  name: string;
  email: string;
  userId: string | null;
}

/** An order and its lines, as the services hand them to the presenter. */
export interface OrderWithItems {
  order: StoreOrderRow;
  items: StoreOrderItemRow[];
}

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 25 characters of A-Z/2-9 (no 0/O, 1/I look-alikes): a txid a bank memo carries intact. */
export function newTxid(): string {
  let txid = '';
  for (let i = 0; i < 25; i++) txid += TXID_ALPHABET[randomInt(TXID_ALPHABET.length)];
  return txid;
}

/** The buyer's secret link: 192 random bits. */
const newToken = () => randomBytes(24).toString('base64url');

function refuse(message: string, index: number): never {
  throw AppError.validation(message, { [`items.${index}.variantId`]: message });
}

/**
 * The lines of a checkout at today's prices, or why not (400, on the line's field): every
 * variant sellable (its product `ativo`, in this workspace) and priced in the currency.
 */
function priceLines(
  sellable: Map<string, Sellable>,
  items: readonly { variantId: string; quantity: number }[],
  currency: OrderCurrency,
) {
  return items.map((item, index) => {
    const s = sellable.get(item.variantId);
    if (!s) refuse(productMessages.notSellable, index);
    if (currency === 'brl' && s.unitPriceCents === null)
      refuse(`${storeMessages.noPrice} (${s.name})`, index);
    if (currency === 'points' && !s.pointsPrice)
      refuse(`${storeMessages.noPointsPrice} (${s.name})`, index);
    return { ...item, sellable: s };
  });
}

/**
 * A checkout, in ONE transaction: prices read, stock reserved (products' conditional
 * update, variants in id order so two multi-item orders never wait on each other in a
 * circle), the order number taken, the order written with its Pix payload (reais) or its
 * price spent from the buyer's resources and marked paid (points). Anything refused rolls
 * the whole order back, stock included. The e-mails go after the commit.
 */
export async function checkout(
  ctx: AppContext,
  workspaceId: string,
  buyer: Buyer,
  currency: OrderCurrency,
  items: readonly { variantId: string; quantity: number }[],
  deps: MailDeps,
): Promise<OrderWithItems> {
  if (currency === 'points' && !buyer.userId)
    throw AppError.validation('Entre na sua conta para comprar com pontos.');
  return transaction(ctx, async (tx) => {
    const lines = priceLines(
      await loadSellable(
        tx,
        workspaceId,
        items.map((i) => i.variantId),
      ),
      items,
      currency,
    );
    let pix: { txid: string; payload: string } | null = null;
    let totalCents: number | null = null;
    if (currency === 'brl') {
      totalCents = lines.reduce((sum, l) => sum + l.sellable.unitPriceCents! * l.quantity, 0);
      if (totalCents <= 0) throw AppError.validation(storeMessages.noPrice);
      const settings = await loadSettings(tx, workspaceId);
      if (!settings.enabled || !pixReady(settings))
        throw AppError.conflict(storeMessages.storeClosed);
      const txid = newTxid();
      pix = {
        txid,
        payload: buildPixPayload({
          key: settings.pixKey!,
          merchantName: settings.merchantName,
          merchantCity: settings.merchantCity,
          amountCents: totalCents,
          txid,
        }),
      };
    }
    for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId)))
      await reserveStock(tx, workspaceId, line.variantId, line.quantity);

    const number = await nextCounterNumber(tx, workspaceId, 'orders');
    const now = clock.now();
    const [order] = await tx
      .insert(storeOrders)
      .values({
        workspaceId,
        number,
        token: newToken(),
        currency,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        buyerUserId: buyer.userId,
        totalCents,
        pixTxid: pix?.txid ?? null,
        pixPayload: pix?.payload ?? null,
        createdBy: buyer.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const rows = await tx
      .insert(storeOrderItems)
      .values(
        lines.map((l, position) => ({
          orderId: order!.id,
          workspaceId,
          productId: l.sellable.productId,
          variantId: l.variantId,
          productName: l.sellable.productName,
          variantName: l.sellable.variantName,
          sku: l.sellable.sku,
          quantity: l.quantity,
          unitPriceCents: currency === 'brl' ? l.sellable.unitPriceCents : null,
          unitPoints: currency === 'points' ? l.sellable.pointsPrice!.amount : null,
          pointsResourceId: currency === 'points' ? l.sellable.pointsPrice!.resourceId : null,
          position,
        })),
      )
      .returning();
    const base = {
      workspaceId,
      actorId: buyer.userId,
      orderId: order!.id,
      number,
      currency,
      totalCents,
    };
    await emit(tx, 'store.order.created', {
      ...base,
      buyerEmail: buyer.email,
      buyerUserId: buyer.userId,
    });

    let result = order!;
    if (currency === 'points') {
      const perResource = new Map<string, number>();
      for (const l of lines) {
        const { resourceId, amount } = l.sellable.pointsPrice!;
        perResource.set(resourceId, (perResource.get(resourceId) ?? 0) + amount * l.quantity);
      }
      for (const [resourceId, quantity] of perResource)
        await spend(tx, {
          workspaceId,
          userId: buyer.userId!,
          gameId: null,
          cause: `store:${order!.id}:${resourceId}`,
          resourceId,
          quantity,
        });
      const [paid] = await tx
        .update(storeOrders)
        .set({ status: 'pago', paidVia: 'pontos', paidAt: now, updatedAt: now })
        .where(eq(storeOrders.id, order!.id))
        .returning();
      result = paid!;
      await emit(tx, 'store.order.paid', { ...base, via: 'pontos', entryId: null });
    }
    await orderMails(tx, deps, result, rows);
    return { order: result, items: rows };
  });
}

export async function itemsOf(q: Queryable, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return q
    .select()
    .from(storeOrderItems)
    .where(inArray(storeOrderItems.orderId, [...orderIds]))
    .orderBy(asc(storeOrderItems.orderId), asc(storeOrderItems.position));
}

async function withItems(q: Queryable, order: StoreOrderRow): Promise<OrderWithItems> {
  return { order, items: await itemsOf(q, [order.id]) };
}

/** One order of the workspace (another workspace's answers 404, like a missing one). */
export async function getOrder(q: Queryable, member: Member, id: string): Promise<OrderWithItems> {
  const [order] = await q
    .select()
    .from(storeOrders)
    .where(inWorkspace(storeOrders, member, eq(storeOrders.id, id)));
  if (!order) throw AppError.notFound(storeMessages.orderNotFound);
  return withItems(q, order);
}

/** The order through the buyer's link, and the store's (workspace's) name. */
export async function getOrderByToken(
  q: Queryable,
  token: string,
): Promise<OrderWithItems & { storeName: string }> {
  const [found] = await q
    .select({ order: storeOrders, storeName: workspaces.name })
    .from(storeOrders)
    .innerJoin(workspaces, eq(workspaces.id, storeOrders.workspaceId))
    .where(eq(storeOrders.token, token));
  if (!found) throw AppError.notFound(storeMessages.orderNotFound);
  return { ...(await withItems(q, found.order)), storeName: found.storeName };
}

type ListQuery = z.output<typeof orderListQuerySchema>;

async function pageOf(
  q: Queryable,
  member: Member,
  query: ListQuery,
  extra?: SQL,
): Promise<{ orders: OrderWithItems[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { at: new Date(afterAt), id: String(afterId) } : null;
  const rows = await q
    .select()
    .from(storeOrders)
    .where(
      inWorkspace(
        storeOrders,
        member,
        and(
          query.status ? eq(storeOrders.status, query.status) : undefined,
          extra,
          after
            ? or(
                lt(storeOrders.createdAt, after.at),
                and(eq(storeOrders.createdAt, after.at), lt(storeOrders.id, after.id)),
              )
            : undefined,
        ),
      ),
    )
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items = await itemsOf(
    q,
    page.map((o) => o.id),
  );
  const last = page.at(-1);
  return {
    orders: page.map((order) => ({
      order,
      items: items.filter((i) => i.orderId === order.id),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

/** The workspace's orders, newest first. */
export function listOrders(q: Queryable, member: Member, query: ListQuery) {
  return pageOf(q, member, query);
}

/** "Meus pedidos": the member's orders here, made signed in or with their account's e-mail. */
export async function listMyOrders(q: Queryable, member: Member, query: ListQuery) {
  const [me] = await q
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, member.userId));
  return pageOf(
    q,
    member,
    query,
    or(
      eq(storeOrders.buyerUserId, member.userId),
      me ? eq(storeOrders.buyerEmail, me.email.toLowerCase()) : undefined,
    ),
  );
}

/** The order under its row lock, at the version the action was decided on. */
async function lockOrder(
  tx: Tx,
  member: Member,
  id: string,
  version: number | undefined,
): Promise<StoreOrderRow> {
  const [order] = await tx
    .select()
    .from(storeOrders)
    .where(inWorkspace(storeOrders, member, eq(storeOrders.id, id)))
    .for('update');
  if (!order) throw AppError.notFound(storeMessages.orderNotFound);
  assertVersion(order, version);
  return order;
}

const eventOf = (order: StoreOrderRow, actorId: string | null) => ({
  workspaceId: order.workspaceId,
  actorId,
  orderId: order.id,
  number: order.number,
  currency: order.currency,
  totalCents: order.totalCents,
});

/** The revenue entry's text: "Pedido PED-0042 — Maria Silva". */
export const revenueDescription = (order: StoreOrderRow) =>
  `Pedido ${formatOrderNumber(order.number)} — ${order.buyerName}`.slice(0, 200);

/**
 * Confirms a pending reais order paid, by hand: the revenue entry is recorded in the
 * settings' box (finance's `recordEntries`: open period, box lock, balances, its event) and
 * the order moves to `pago` in the same transaction. The order's row lock and its status
 * make it happen once, however many clicks.
 */
export async function payOrder(
  ctx: AppContext,
  member: Member,
  id: string,
  version: number | undefined,
): Promise<OrderWithItems> {
  return transaction(ctx, async (tx) => {
    const order = await lockOrder(tx, member, id, version);
    if (order.status !== 'pendente' || order.currency !== 'brl')
      throw AppError.conflict(storeMessages.wrongStatus);
    const settings = await loadSettings(tx, member.workspaceId);
    if (!settings.revenueBoxId) throw AppError.conflict(storeMessages.revenueBoxMissing);
    const [entry] = await recordEntries(tx, member, [
      {
        boxId: settings.revenueBoxId,
        categoryId: settings.revenueCategoryId,
        date: today(),
        value: order.totalCents!,
        type: 'revenue',
        description: revenueDescription(order),
        status: 'paid',
      },
    ]);
    const now = clock.now();
    const [paid] = await tx
      .update(storeOrders)
      .set({
        status: 'pago',
        paidVia: 'manual',
        paidAt: now,
        boxId: settings.revenueBoxId,
        entryId: entry!.id,
        version: sql`${storeOrders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(storeOrders.id, order.id))
      .returning();
    await emit(tx, 'store.order.paid', {
      ...eventOf(order, member.userId),
      via: 'manual',
      entryId: entry!.id,
    });
    return withItems(tx, paid!);
  });
}

/** A paid order was handed over (or its download sent). */
export async function deliverOrder(
  ctx: AppContext,
  member: Member,
  id: string,
  version: number | undefined,
): Promise<OrderWithItems> {
  return transaction(ctx, async (tx) => {
    const order = await lockOrder(tx, member, id, version);
    if (order.status !== 'pago') throw AppError.conflict(storeMessages.wrongStatus);
    const now = clock.now();
    const [delivered] = await tx
      .update(storeOrders)
      .set({
        status: 'entregue',
        deliveredAt: now,
        version: sql`${storeOrders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(storeOrders.id, order.id))
      .returning();
    await emit(tx, 'store.order.delivered', eventOf(order, member.userId));
    return withItems(tx, delivered!);
  });
}

/**
 * Cancels a pending order and gives its stock back. A paid order is not canceled here: its
 * money is in finance (reais) or its resources were spent (points); undo those first.
 */
export async function cancelOrder(
  ctx: AppContext,
  member: Member,
  id: string,
  version: number | undefined,
): Promise<OrderWithItems> {
  return transaction(ctx, async (tx) => {
    const order = await lockOrder(tx, member, id, version);
    if (order.status === 'pago' && order.currency === 'brl')
      throw AppError.conflict(storeMessages.paidBrlCancel);
    if (order.status !== 'pendente') throw AppError.conflict(storeMessages.onlyPendingCancel);
    const items = await itemsOf(tx, [order.id]);
    for (const item of [...items].sort((a, b) => a.variantId.localeCompare(b.variantId)))
      await releaseStock(tx, member.workspaceId, item.variantId, item.quantity);
    const now = clock.now();
    const [canceled] = await tx
      .update(storeOrders)
      .set({
        status: 'cancelado',
        canceledAt: now,
        version: sql`${storeOrders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(storeOrders.id, order.id))
      .returning();
    await emit(tx, 'store.order.canceled', eventOf(order, member.userId));
    return { order: canceled!, items };
  });
}
