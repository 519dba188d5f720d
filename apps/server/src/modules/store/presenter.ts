import {
  formatOrderNumber,
  orderTokenPath,
  type PointsTotal,
  type PublicOrder,
  type StoreOrder,
} from '@orbita/contracts/store';
import { and, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Queryable } from '../../platform/db/client';
import { gamificationResources } from '../gamification';
import type { StoreOrderItemRow, StoreOrderRow } from './schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The QR code of a Pix payload as an SVG document (error correction M, 2-module margin). */
export function pixQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export type ResourceNames = Map<string, string>;

/** The names of the resources a set of orders is priced in (this workspace's only). */
export async function resourceNamesOf(
  q: Queryable,
  workspaceId: string,
  items: readonly StoreOrderItemRow[],
): Promise<ResourceNames> {
  const ids = [...new Set(items.flatMap((i) => (i.pointsResourceId ? [i.pointsResourceId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: gamificationResources.id, name: gamificationResources.name })
    .from(gamificationResources)
    .where(
      and(
        eq(gamificationResources.workspaceId, workspaceId),
        inArray(gamificationResources.id, ids),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}

function pointsTotals(items: readonly StoreOrderItemRow[], names: ResourceNames): PointsTotal[] {
  const totals = new Map<string, number>();
  for (const item of items)
    if (item.pointsResourceId && item.unitPoints !== null)
      totals.set(
        item.pointsResourceId,
        (totals.get(item.pointsResourceId) ?? 0) + item.unitPoints * item.quantity,
      );
  return [...totals].map(([resourceId, amount]) => ({
    resourceId,
    name: names.get(resourceId) ?? 'Recurso removido',
    amount,
  }));
}

/**
 * An order as members see it. `qrSvg` is drawn only for single-order answers (`withQr`):
 * a list of 100 pending orders would draw 100 QR codes nobody looks at.
 */
export async function presentOrder(
  order: StoreOrderRow,
  items: readonly StoreOrderItemRow[],
  names: ResourceNames,
  withQr: boolean,
): Promise<StoreOrder> {
  return {
    id: order.id,
    number: order.number,
    code: formatOrderNumber(order.number),
    status: order.status,
    currency: order.currency,
    buyer: {
      name: order.buyerName,
      email: order.buyerEmail,
      userId: order.buyerUserId,
      personId: order.buyerPersonId,
    },
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      variantId: i.variantId,
      productName: i.productName,
      variantName: i.variantName,
      sku: i.sku,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      unitPoints: i.unitPoints,
      pointsResourceId: i.pointsResourceId,
    })),
    totalCents: order.totalCents,
    pointsTotals: pointsTotals(items, names),
    pix:
      order.pixTxid && order.pixPayload
        ? {
            txid: order.pixTxid,
            payload: order.pixPayload,
            qrSvg: withQr && order.status === 'pendente' ? await pixQrSvg(order.pixPayload) : '',
          }
        : null,
    buyerPath: orderTokenPath(order.token),
    paidVia: order.paidVia,
    paidAt: iso(order.paidAt),
    deliveredAt: iso(order.deliveredAt),
    canceledAt: iso(order.canceledAt),
    boxId: order.boxId,
    entryId: order.entryId,
    version: order.version,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The buyer's view: what they bought and how to pay while it is pending; no ids, no e-mail. */
export async function presentPublicOrder(
  order: StoreOrderRow,
  items: readonly StoreOrderItemRow[],
  names: ResourceNames,
  storeName: string,
): Promise<PublicOrder> {
  const pending = order.status === 'pendente' && order.pixTxid && order.pixPayload;
  return {
    code: formatOrderNumber(order.number),
    status: order.status,
    currency: order.currency,
    storeName,
    buyerName: order.buyerName,
    items: items.map((i) => ({
      productName: i.productName,
      variantName: i.variantName,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      unitPoints: i.unitPoints,
    })),
    totalCents: order.totalCents,
    pointsTotals: pointsTotals(items, names).map(({ name, amount }) => ({ name, amount })),
    pix: pending
      ? {
          txid: order.pixTxid!,
          payload: order.pixPayload!,
          qrSvg: await pixQrSvg(order.pixPayload!),
        }
      : null,
    paidAt: iso(order.paidAt),
    deliveredAt: iso(order.deliveredAt),
    canceledAt: iso(order.canceledAt),
    createdAt: order.createdAt.toISOString(),
  };
}
