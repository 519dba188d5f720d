import type { Box } from '@orbita/contracts/finance';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { financeBoxes, financeTransfers } from '../schema';
import { iso, isoOrNull } from '../shared/dates';
import type { BoxRow } from '../shared/ledger';

/** Net transfers (in − out) of investment boxes: with the opening balance, what was put in. */
async function netTransfers(q: Queryable, ids: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (ids.length === 0) return out;
  const total = sql<string>`sum(${financeTransfers.value})::text`;
  const ins = await q
    .select({ boxId: financeTransfers.toBoxId, total })
    .from(financeTransfers)
    .where(inArray(financeTransfers.toBoxId, ids))
    .groupBy(financeTransfers.toBoxId);
  const outs = await q
    .select({ boxId: financeTransfers.fromBoxId, total })
    .from(financeTransfers)
    .where(inArray(financeTransfers.fromBoxId, ids))
    .groupBy(financeTransfers.fromBoxId);
  for (const r of ins) out.set(r.boxId, (out.get(r.boxId) ?? 0) + Number(r.total));
  for (const r of outs) out.set(r.boxId, (out.get(r.boxId) ?? 0) - Number(r.total));
  return out;
}

/** What finishing moved out of a finished investment (its value on that day) and when. */
interface Redemption {
  value: number;
  date: string;
}

/**
 * The transfer out that finished each finished investment: written in the finishing
 * transaction, so created at the box's `finishedAt` (nothing is written to the box after).
 */
async function redemptions(q: Queryable, rows: BoxRow[]): Promise<Map<string, Redemption>> {
  const out = new Map<string, Redemption>();
  const ids = rows.filter((r) => r.kind === 'investment' && r.finishedAt).map((r) => r.id);
  if (ids.length === 0) return out;
  const found = await q
    .select({
      boxId: financeTransfers.fromBoxId,
      value: financeTransfers.value,
      date: financeTransfers.occurredOn,
    })
    .from(financeTransfers)
    .innerJoin(financeBoxes, eq(financeBoxes.id, financeTransfers.fromBoxId))
    .where(
      and(
        inArray(financeTransfers.fromBoxId, ids),
        gte(financeTransfers.createdAt, financeBoxes.finishedAt),
      ),
    );
  for (const t of found) out.set(t.boxId, { value: t.value, date: t.date });
  return out;
}

export function presentBox(row: BoxRow, net?: number, redeemed?: Redemption): Box {
  const card = row.kind === 'credit_card';
  const investment = row.kind === 'investment';
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    kind: row.kind,
    color: row.color,
    openingBalance: row.openingBalance,
    openingDate: row.openingDate,
    balance: row.balance,
    projectedBalance: row.projectedBalance,
    archived: row.archivedAt !== null,
    archivedAt: isoOrNull(row.archivedAt),
    limit: card ? row.cardLimit : null,
    closingDay: card ? row.closingDay : null,
    dueDay: card ? row.dueDay : null,
    // What the card owes is its negative projected balance (future installments included).
    availableLimit: card ? (row.cardLimit ?? 0) - Math.max(0, -row.projectedBalance) : null,
    investmentKind: investment ? row.investmentKind : null,
    startDate: investment ? row.startDate : null,
    notes: row.notes,
    portfolioId: investment ? row.portfolioId : null,
    // A finished investment is worth what it was redeemed for, and what went in leaves out that
    // redemption: counting it made a CDB of 11.000 redeemed at 11.150 show −150 applied and
    // 11.300 of yield.
    currentValue: investment ? (redeemed?.value ?? row.currentValue) : null,
    currentValueOn: investment ? (redeemed?.date ?? row.currentValueOn) : null,
    netContributed: investment ? row.openingBalance + (net ?? 0) + (redeemed?.value ?? 0) : null,
    finishedAt: isoOrNull(row.finishedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}

export async function presentBoxes(q: Queryable, rows: BoxRow[]): Promise<Box[]> {
  const nets = await netTransfers(
    q,
    rows.filter((r) => r.kind === 'investment').map((r) => r.id),
  );
  const redeemed = await redemptions(q, rows);
  return rows.map((row) => presentBox(row, nets.get(row.id), redeemed.get(row.id)));
}
