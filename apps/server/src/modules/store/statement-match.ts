import { storeEntity } from '@orbita/contracts/store';
import { and, eq, sql } from 'drizzle-orm';
import { clock } from '../../platform/clock';
import type { Tx } from '../../platform/db/client';
import { emit, type EventBus } from '../../platform/events/bus';
import { publishAfterCommit } from '../../platform/realtime/publish';
import { financeEntries } from '../finance';
import { presentOrder, resourceNamesOf } from './presenter';
import { itemsOf } from './orders';
import { storeOrders } from './schema';

/**
 * Pix payments found in an imported bank statement. When finance commits an import
 * (`finance.import.committed`, inside the import's transaction), each imported revenue line
 * whose value equals a pending reais order's total and whose text contains the order's txid
 * (any case) pays that order: the order becomes `pago` (via `extrato`) and its revenue
 * entry IS that imported line — the money is in the statement's box once, never twice.
 * Idempotent: only pending orders match, and a re-imported statement's lines are
 * duplicates that finance does not record again. One line pays at most one order and one
 * order is paid by at most one line (the first, by date and id).
 */
export async function matchImportedPayments(
  tx: Tx,
  workspaceId: string,
  importId: string,
  actorId: string | null,
): Promise<string[]> {
  const { rows } = await tx.execute<{ order_id: string; entry_id: string; box_id: string }>(sql`
    select o.id as order_id, e.id as entry_id, e.box_id
    from ${financeEntries} e
    join ${storeOrders} o
      on o.workspace_id = e.workspace_id
     and o.status = 'pendente'
     and o.currency = 'brl'
     and o.total_cents = e.value
     and strpos(upper(e.description), o.pix_txid) > 0
    where e.workspace_id = ${workspaceId}
      and e.import_id = ${importId}
      and e.type = 'revenue'
    order by o.id, e.occurred_on, e.id
    for update of o`);
  const paid: string[] = [];
  const usedEntries = new Set<string>();
  const seenOrders = new Set<string>();
  for (const row of rows) {
    if (usedEntries.has(row.entry_id) || seenOrders.has(row.order_id)) continue;
    usedEntries.add(row.entry_id);
    seenOrders.add(row.order_id);
    const now = clock.now();
    const [order] = await tx
      .update(storeOrders)
      .set({
        status: 'pago',
        paidVia: 'extrato',
        paidAt: now,
        boxId: row.box_id,
        entryId: row.entry_id,
        version: sql`${storeOrders.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(storeOrders.id, row.order_id), eq(storeOrders.status, 'pendente')))
      .returning();
    if (!order) continue;
    paid.push(order.id);
    await emit(tx, 'store.order.paid', {
      workspaceId,
      actorId,
      orderId: order.id,
      number: order.number,
      currency: order.currency,
      totalCents: order.totalCents,
      via: 'extrato',
      entryId: row.entry_id,
    });
    const items = await itemsOf(tx, [order.id]);
    const data = await presentOrder(
      order,
      items,
      await resourceNamesOf(tx, workspaceId, items),
      false,
    );
    publishAfterCommit(tx, workspaceId, {
      type: 'updated',
      entity: storeEntity,
      id: order.id,
      data,
    });
  }
  return paid;
}

/** The store listens to finance's imports (never imports finance's import code). */
export function subscribeStatementMatching(bus: EventBus): void {
  bus.onInTransaction('finance.import.committed', async (event, tx) => {
    await matchImportedPayments(tx, event.workspaceId, event.importId, event.actorId);
  });
}
