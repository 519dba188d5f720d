import {
  statementClosingDate,
  statementDueDate,
  statementMonthFor,
  type payStatementBodySchema,
  type Statement,
  type StatementDetail,
} from '@orbita/contracts/finance';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { today } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findInWorkspace } from '../../../platform/scope';
import { presentEntry } from '../entries/presenter';
import { financeBoxes, financeEntries, financeTransfers } from '../schema';
import { lockBoxes, lockWorkspaceLedger, type BoxRow } from '../shared/ledger';
import { presentTransfer } from '../transfers/presenter';
import { recordTransfer } from '../transfers/service';

type Ws = { workspaceId: string };
type Member = Ws & { userId: string };

async function loadCard(
  q: Queryable,
  ws: Ws,
  id: string,
): Promise<BoxRow & { closingDay: number; dueDay: number }> {
  const box = await findInWorkspace(q, financeBoxes, ws, id, 'Caixa não encontrada.');
  if (box.kind !== 'credit_card' || !box.closingDay || !box.dueDay)
    throw AppError.notFound('Esta caixa não é um cartão de crédito.');
  return box as BoxRow & { closingDay: number; dueDay: number };
}

/** Per statement month: expenses − refunds, and payments assigned. */
async function sums(
  q: Queryable,
  boxId: string,
  month?: string,
): Promise<Map<string, { total: number; paid: number }>> {
  const e = financeEntries;
  const t = financeTransfers;
  const entryRows = await q
    .select({
      month: e.statementMonth,
      total: sql<string>`sum(case when ${e.type} = 'expense' then ${e.value} else -${e.value} end)::text`,
    })
    .from(e)
    .where(
      and(
        eq(e.boxId, boxId),
        month ? eq(e.statementMonth, month) : sql`${e.statementMonth} is not null`,
      ),
    )
    .groupBy(e.statementMonth);
  const paymentRows = await q
    .select({ month: t.statementMonth, paid: sql<string>`sum(${t.value})::text` })
    .from(t)
    .where(
      and(
        eq(t.toBoxId, boxId),
        month ? eq(t.statementMonth, month) : sql`${t.statementMonth} is not null`,
      ),
    )
    .groupBy(t.statementMonth);
  const out = new Map<string, { total: number; paid: number }>();
  for (const r of entryRows) if (r.month) out.set(r.month, { total: Number(r.total), paid: 0 });
  for (const r of paymentRows) {
    if (!r.month) continue;
    const current = out.get(r.month) ?? { total: 0, paid: 0 };
    out.set(r.month, { ...current, paid: Number(r.paid) });
  }
  return out;
}

function statementOf(
  card: { closingDay: number; dueDay: number },
  month: string,
  total: number,
  paid: number,
): Statement {
  const closingDate = statementClosingDate(month, card.closingDay);
  // The closing day itself already belongs to the next statement, so this one is closed on it.
  const status = today() < closingDate ? 'open' : paid >= total ? 'paid' : 'closed';
  return {
    month,
    closingDate,
    dueDate: statementDueDate(month, card.closingDay, card.dueDay),
    total,
    paid,
    remaining: Math.max(0, total - paid),
    status,
  };
}

/** Every statement with an entry or a payment, plus the open one, newest first. */
export async function listStatements(q: Queryable, ws: Ws, boxId: string): Promise<Statement[]> {
  const card = await loadCard(q, ws, boxId);
  const byMonth = await sums(q, boxId);
  const current = statementMonthFor(today(), card.closingDay);
  if (!byMonth.has(current)) byMonth.set(current, { total: 0, paid: 0 });
  return [...byMonth]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, s]) => statementOf(card, month, s.total, s.paid));
}

export async function getStatement(
  q: Queryable,
  ws: Ws,
  boxId: string,
  month: string,
): Promise<StatementDetail> {
  const card = await loadCard(q, ws, boxId);
  const s = (await sums(q, boxId, month)).get(month) ?? { total: 0, paid: 0 };
  const entries = await q
    .select()
    .from(financeEntries)
    .where(and(eq(financeEntries.boxId, boxId), eq(financeEntries.statementMonth, month)))
    .orderBy(asc(financeEntries.occurredOn), asc(financeEntries.id));
  const payments = await q
    .select()
    .from(financeTransfers)
    .where(and(eq(financeTransfers.toBoxId, boxId), eq(financeTransfers.statementMonth, month)))
    .orderBy(desc(financeTransfers.occurredOn), desc(financeTransfers.id));
  return {
    ...statementOf(card, month, s.total, s.paid),
    entries: entries.map(presentEntry),
    payments: payments.map(presentTransfer),
  };
}

/** Pays a statement with a transfer into the card assigned to it (default value: what remains). */
export async function payStatement(
  ctx: AppContext,
  member: Member,
  boxId: string,
  month: string,
  body: z.output<typeof payStatementBodySchema>,
) {
  const row = await transaction(ctx, async (tx) => {
    await lockWorkspaceLedger(tx, member.workspaceId);
    const card = await loadCard(tx, member, boxId);
    if (body.fromBoxId === boxId)
      throw AppError.validation('Pague a fatura a partir de outra caixa.', {
        fromBoxId: 'Escolha outra caixa.',
      });
    // Both boxes locked (id order) before reading what remains, so two payments cannot both pay it in full.
    await lockBoxes(tx, member, [boxId, body.fromBoxId], 'Caixa de origem não encontrada.');
    const s = (await sums(tx, boxId, month)).get(month) ?? { total: 0, paid: 0 };
    const value = body.value ?? s.total - s.paid;
    if (value <= 0) throw AppError.conflict('Esta fatura não tem valor a pagar.');
    const [y, m] = month.split('-');
    const payment = await recordTransfer(tx, member, {
      fromBoxId: body.fromBoxId,
      toBoxId: card.id,
      date: body.date,
      value,
      description: `Pagamento da fatura ${m}/${y}`,
      statementMonth: month,
    });
    await emit(tx, 'finance.statement.paid', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      boxId: card.id,
      month,
      transferId: payment.id,
      value,
    });
    return payment;
  });
  return presentTransfer(row);
}
