import {
  investmentKindLabels,
  type AllocationSlice,
  type Box,
  type InvestmentKind,
  type PortfolioTotals,
} from '@orbita/contracts/finance';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { financeEntries, financeTransfers, financeValuations } from '../schema';

/** What a live investment is worth: its latest valuation, else its ledger balance. */
const valueOf = (box: Box) => box.currentValue ?? box.balance;
const live = (boxes: Box[]) => boxes.filter((b) => !b.finishedAt);

/** Totals over live investments (finished ones moved their value out). */
export function totalsOf(boxes: Box[]): PortfolioTotals {
  const open = live(boxes);
  const invested = open.reduce((s, b) => s + (b.netContributed ?? 0), 0);
  const currentValue = open.reduce((s, b) => s + valueOf(b), 0);
  const ret = currentValue - invested;
  return {
    invested,
    currentValue,
    return: ret,
    returnPct: invested > 0 ? Math.round((ret / invested) * 10_000) / 100 : null,
  };
}

const share = (value: number, total: number) =>
  total > 0 ? Math.round((value / total) * 10_000) / 10_000 : 0;

export function allocationOf(boxes: Box[]): {
  byInvestment: AllocationSlice[];
  byKind: (AllocationSlice & { key: InvestmentKind })[];
} {
  const open = live(boxes);
  const total = open.reduce((s, b) => s + Math.max(0, valueOf(b)), 0);
  const byInvestment = open.map((b) => ({
    key: b.id,
    label: b.name,
    value: valueOf(b),
    share: share(Math.max(0, valueOf(b)), total),
  }));
  const kinds = new Map<InvestmentKind, number>();
  for (const b of open)
    kinds.set(
      b.investmentKind ?? 'outros',
      (kinds.get(b.investmentKind ?? 'outros') ?? 0) + valueOf(b),
    );
  const byKind = [...kinds].map(([key, value]) => ({
    key,
    label: investmentKindLabels[key],
    value,
    share: share(Math.max(0, value), total),
  }));
  return {
    byInvestment: byInvestment.sort((a, b) => b.value - a.value),
    byKind: byKind.sort((a, b) => b.value - a.value),
  };
}

type Flow = { date: string; amount: number };

/**
 * The portfolio's value on every day something happened (opening, contribution,
 * withdrawal, paid entry, valuation): per investment, the latest valuation on or before
 * that day plus the money moved after it, else its ledger balance on that day.
 */
export async function historyOf(
  q: Queryable,
  boxes: Box[],
): Promise<{ date: string; value: number }[]> {
  const ids = boxes.map((b) => b.id);
  if (ids.length === 0) return [];
  const transfers = await q
    .select()
    .from(financeTransfers)
    .where(or(inArray(financeTransfers.toBoxId, ids), inArray(financeTransfers.fromBoxId, ids)));
  const entries = await q
    .select()
    .from(financeEntries)
    .where(and(inArray(financeEntries.boxId, ids), eq(financeEntries.status, 'paid')));
  const valuations = await q
    .select()
    .from(financeValuations)
    .where(inArray(financeValuations.boxId, ids));
  const flows = new Map<string, Flow[]>(ids.map((id) => [id, []]));
  for (const t of transfers) {
    flows.get(t.toBoxId)?.push({ date: t.occurredOn, amount: t.value });
    flows.get(t.fromBoxId)?.push({ date: t.occurredOn, amount: -t.value });
  }
  for (const e of entries)
    flows
      .get(e.boxId)
      ?.push({ date: e.occurredOn, amount: e.type === 'revenue' ? e.value : -e.value });
  const dates = new Set<string>();
  for (const b of boxes) dates.add(b.openingDate);
  for (const list of flows.values()) for (const f of list) dates.add(f.date);
  for (const v of valuations) dates.add(v.valuedOn);
  const sorted = [...dates].sort();
  return sorted.map((date) => {
    let value = 0;
    for (const box of boxes) {
      const own = flows.get(box.id)!;
      const latest = valuations
        .filter((v) => v.boxId === box.id && v.valuedOn <= date)
        .sort(
          (a, b) =>
            b.valuedOn.localeCompare(a.valuedOn) || b.createdAt.getTime() - a.createdAt.getTime(),
        )[0];
      if (latest)
        value +=
          latest.value +
          own
            .filter((f) => f.date > latest.valuedOn && f.date <= date)
            .reduce((s, f) => s + f.amount, 0);
      else if (box.openingDate <= date)
        value +=
          box.openingBalance + own.filter((f) => f.date <= date).reduce((s, f) => s + f.amount, 0);
      else value += own.filter((f) => f.date <= date).reduce((s, f) => s + f.amount, 0);
    }
    return { date, value };
  });
}
