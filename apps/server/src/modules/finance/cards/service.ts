import {
  type payStatementBodySchema,
  type Statement,
  type StatementDetail,
} from '@orbita/contracts/finance';
import { and, asc, desc, eq } from 'drizzle-orm';
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
import { buildStatements } from './statement-math';
import { cardStatements } from './statements';

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

/** Every statement with an entry or a payment, plus the open one, newest first. */
export async function listStatements(q: Queryable, ws: Ws, boxId: string): Promise<Statement[]> {
  return cardStatements(q, await loadCard(q, ws, boxId));
}

/** One statement with its purchases (oldest first) and payments (newest first). */
export async function getStatement(
  q: Queryable,
  ws: Ws,
  boxId: string,
  month: string,
): Promise<StatementDetail> {
  const card = await loadCard(q, ws, boxId);
  const statement =
    (await cardStatements(q, card)).find((s) => s.month === month) ?? emptyStatement(card, month);
  const [entries, payments] = await Promise.all([
    q
      .select()
      .from(financeEntries)
      .where(and(eq(financeEntries.boxId, boxId), eq(financeEntries.statementMonth, month)))
      .orderBy(asc(financeEntries.occurredOn), asc(financeEntries.id)),
    q
      .select()
      .from(financeTransfers)
      .where(and(eq(financeTransfers.toBoxId, boxId), eq(financeTransfers.statementMonth, month)))
      .orderBy(desc(financeTransfers.occurredOn), desc(financeTransfers.id)),
  ]);
  return {
    ...statement,
    entries: entries.map(presentEntry),
    payments: payments.map(presentTransfer),
  };
}

/** A month with nothing in it (asked for directly): shown empty, never listed or paid. */
function emptyStatement(card: { closingDay: number; dueDay: number }, month: string): Statement {
  return buildStatements(
    card,
    new Map([[month, { total: 0, paid: 0, historical: false }]]),
    today(),
  )[0]!;
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
    // Only a statement the card has (purchases, payments, or the open one): never one made up.
    const statement = (await cardStatements(tx, card)).find((s) => s.month === month);
    if (!statement) throw AppError.notFound('Fatura não encontrada.');
    const value = body.value ?? statement.remaining;
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
