import type { Box } from '@orbita/contracts/finance';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { financeTransfers } from '../schema';
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

export function presentBox(row: BoxRow, net?: number): Box {
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
    currentValue: investment ? row.currentValue : null,
    currentValueOn: investment ? row.currentValueOn : null,
    netContributed: investment ? row.openingBalance + (net ?? 0) : null,
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
  return rows.map((row) => presentBox(row, nets.get(row.id)));
}
