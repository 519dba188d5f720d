import {
  closedPeriodMessage,
  formatDay,
  type EntryStatus,
  type EntryType,
} from '@orbita/contracts/finance';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import {
  financeBoxes,
  financeEntries,
  financePeriods,
  financeTransfers,
  financeValuations,
} from '../schema';

/**
 * The ledger's write discipline, shared by entries, transfers, imports and investments:
 *   1. `lockWorkspaceLedger` — a shared advisory lock per workspace (closing a period takes
 *      it exclusively, so no write can slip into a period being closed);
 *   2. `assertOpenPeriod` — every date touched (old and new) after the latest closed end;
 *   3. `lockBoxes` — the boxes touched, `FOR UPDATE` in id order (no deadlocks);
 *   4. `applyEffects` — the stored balances move by the write's effect, in the same transaction.
 */

export type BoxRow = typeof financeBoxes.$inferSelect;
type Ws = { workspaceId: string };

/** Per box: how much the balance (paid) and the projected balance (pending too) move. */
export type Effects = Map<string, { balance: number; projected: number }>;

export const boxNotFound = 'Caixa não encontrada.';

function addEffect(effects: Effects, boxId: string, balance: number, projected: number): void {
  const current = effects.get(boxId) ?? { balance: 0, projected: 0 };
  effects.set(boxId, {
    balance: current.balance + balance,
    projected: current.projected + projected,
  });
}

/** What an entry adds to its box (`sign` −1 to take an existing one away). */
export function entryEffect(
  effects: Effects,
  entry: { boxId: string; type: EntryType; status: EntryStatus; value: number },
  sign: 1 | -1 = 1,
): Effects {
  const signed = sign * (entry.type === 'revenue' ? entry.value : -entry.value);
  addEffect(effects, entry.boxId, entry.status === 'paid' ? signed : 0, signed);
  return effects;
}

/** A transfer's two legs (`sign` −1 to take an existing one away). */
export function transferEffect(
  effects: Effects,
  transfer: { fromBoxId: string; toBoxId: string; value: number },
  sign: 1 | -1 = 1,
): Effects {
  addEffect(effects, transfer.fromBoxId, -sign * transfer.value, -sign * transfer.value);
  addEffect(effects, transfer.toBoxId, sign * transfer.value, sign * transfer.value);
  return effects;
}

const ledgerKey = (workspaceId: string) =>
  sql`hashtextextended(${`finance-ledger:${workspaceId}`}, 0)`;

/** Entry/transfer writes share it; closing or reopening a period holds it alone. */
export async function lockWorkspaceLedger(
  tx: Tx,
  workspaceId: string,
  mode: 'shared' | 'exclusive' = 'shared',
): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${ledgerKey(workspaceId)})`
      : sql`select pg_advisory_xact_lock(${ledgerKey(workspaceId)})`,
  );
}

/** The last day of the latest closed period (nothing on or before it may change), or null. */
export async function closedUntil(q: Queryable, workspaceId: string): Promise<string | null> {
  const [row] = await q
    .select({ end: max(financePeriods.endDate) })
    .from(financePeriods)
    .where(and(eq(financePeriods.workspaceId, workspaceId), eq(financePeriods.status, 'closed')));
  return row?.end ?? null;
}

/**
 * Refuses (409) a write touching any of `dates` on or before the latest closed end date.
 * Takes the workspace's shared ledger lock first, so a period cannot close meanwhile.
 */
export async function assertOpenPeriod(
  tx: Tx,
  workspaceId: string,
  dates: readonly string[],
  what: 'entry' | 'transfer' = 'entry',
): Promise<void> {
  await lockWorkspaceLedger(tx, workspaceId);
  const until = await closedUntil(tx, workspaceId);
  if (until && dates.some((d) => d <= until))
    throw AppError.conflict(closedPeriodMessage(formatDay(until), what));
}

/** Locks the boxes (of the workspace, else 404) `FOR UPDATE`, always in id order. */
export async function lockBoxes(
  tx: Tx,
  ws: Ws,
  ids: readonly string[],
  notFound = boxNotFound,
): Promise<Map<string, BoxRow>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(financeBoxes)
    .where(and(eq(financeBoxes.workspaceId, ws.workspaceId), inArray(financeBoxes.id, unique)))
    .orderBy(asc(financeBoxes.id))
    .for('update');
  if (rows.length !== unique.length) throw AppError.notFound(notFound);
  return new Map(rows.map((r) => [r.id, r]));
}

/** A box that takes no new money: finished investments and archived boxes. */
export function assertWritable(box: BoxRow): void {
  if (box.finishedAt)
    throw AppError.conflict(`O investimento "${box.name}" foi finalizado e não aceita alterações.`);
  if (box.archivedAt)
    throw AppError.conflict(
      `A caixa "${box.name}" está arquivada. Desarquive-a para alterar seus lançamentos.`,
    );
}

/** Moves the stored balances (boxes already locked by `lockBoxes`). */
export async function applyEffects(tx: Tx, effects: Effects): Promise<void> {
  for (const [boxId, effect] of [...effects].sort(([a], [b]) => a.localeCompare(b))) {
    if (effect.balance === 0 && effect.projected === 0) continue;
    await tx
      .update(financeBoxes)
      .set({
        balance: sql`${financeBoxes.balance} + ${effect.balance}`,
        projectedBalance: sql`${financeBoxes.projectedBalance} + ${effect.projected}`,
      })
      .where(eq(financeBoxes.id, boxId));
  }
  await refreshCurrentValues(tx, [...effects.keys()]);
}

/**
 * An investment's current value: its latest valuation plus what moved in or out (paid
 * entries, transfers) after the valuation's day — so a contribution made after the last
 * valuation is not shown as a loss. The result entries that finishing an investment records
 * (source `investment`) are the valuation itself and do not count. No-op for other boxes.
 */
export async function refreshCurrentValues(tx: Tx, boxIds: string[]): Promise<void> {
  if (!boxIds.length) return;
  await tx.execute(sql`
    update ${financeBoxes} b set current_value = v.value
      + coalesce((select sum(case when e.type = 'revenue' then e.value else -e.value end) from ${financeEntries} e
          where e.box_id = b.id and e.status = 'paid' and e.source <> 'investment' and e.occurred_on > v.valued_on), 0)
      + coalesce((select sum(t.value) from ${financeTransfers} t where t.to_box_id = b.id and t.occurred_on > v.valued_on), 0)
      - coalesce((select sum(t.value) from ${financeTransfers} t where t.from_box_id = b.id and t.occurred_on > v.valued_on), 0),
      current_value_on = v.valued_on
    from (
      select distinct on (box_id) box_id, value, valued_on from ${financeValuations}
      where box_id in (${sql.join(
        boxIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by box_id, valued_on desc, created_at desc
    ) v
    where b.id = v.box_id and b.kind = 'investment'`);
}

/**
 * Every box's balances recomputed from scratch (the invariant): opening + paid revenue −
 * paid expense + transfers in − transfers out; `projected` counts pending entries too.
 * `upTo`: only what happened on or before that day (a period's frozen balances).
 */
export async function computeBalances(
  q: Queryable,
  workspaceId: string,
  upTo?: string,
): Promise<Map<string, { balance: number; projected: number }>> {
  const entryDay = upTo ? sql`and e.occurred_on <= ${upTo}::date` : sql``;
  const transferDay = upTo ? sql`and t.occurred_on <= ${upTo}::date` : sql``;
  const result = await q.execute<{ id: string; balance: string; projected: string }>(sql`
    select b.id,
      (b.opening_balance + coalesce(e.paid, 0) + coalesce(tin.v, 0) - coalesce(tout.v, 0))::text as balance,
      (b.opening_balance + coalesce(e.projected, 0) + coalesce(tin.v, 0) - coalesce(tout.v, 0))::text as projected
    from ${financeBoxes} b
    left join (
      select e.box_id,
        sum(case when e.status = 'paid' then (case when e.type = 'revenue' then e.value else -e.value end) else 0 end) as paid,
        sum(case when e.type = 'revenue' then e.value else -e.value end) as projected
      from ${financeEntries} e where e.workspace_id = ${workspaceId} ${entryDay} group by e.box_id
    ) e on e.box_id = b.id
    left join (select t.to_box_id as box_id, sum(t.value) as v from ${financeTransfers} t where t.workspace_id = ${workspaceId} ${transferDay} group by t.to_box_id) tin on tin.box_id = b.id
    left join (select t.from_box_id as box_id, sum(t.value) as v from ${financeTransfers} t where t.workspace_id = ${workspaceId} ${transferDay} group by t.from_box_id) tout on tout.box_id = b.id
    where b.workspace_id = ${workspaceId}`);
  return new Map(
    result.rows.map((r) => [r.id, { balance: Number(r.balance), projected: Number(r.projected) }]),
  );
}
