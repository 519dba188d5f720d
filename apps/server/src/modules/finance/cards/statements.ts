import { statementDueDate, statementMonthFor, type Statement } from '@orbita/contracts/finance';
import { and, eq, ne, sql } from 'drizzle-orm';
import { today } from '../../../platform/clock';
import type { Queryable } from '../../../platform/db/client';
import { financeEntries, financeTransfers } from '../schema';
import { buildStatements, type CardDays, type MonthSums } from './statement-math';

/**
 * A card's statements read from its entries and payments (shared by the card routes, the
 * transfers that pay them, the finance home and the card notifications).
 */

export type StatementCard = CardDays & { id: string };

/**
 * Per statement month: expenses − refunds, payments assigned, and whether it is history.
 *
 * History (issue 15): a statement whose purchases all came from a bank file imported after
 * its due day had passed. Orbita never saw it open, so it was not paid here: the person paid
 * it at the bank long ago (an old card OFX brought a 2015 bill). It is shown, never billed:
 * not in "Contas a pagar", not overdue, no reminder, and payments never go to it. A
 * statement with one purchase typed by hand, or imported before its due day, is a bill.
 */
async function monthSums(
  q: Queryable,
  card: StatementCard,
  excludeTransferId?: string,
): Promise<Map<string, MonthSums>> {
  const e = financeEntries;
  const t = financeTransfers;
  const [entryRows, paymentRows] = await Promise.all([
    q
      .select({
        month: e.statementMonth,
        total: sql<string>`sum(case when ${e.type} = 'expense' then ${e.value} else -${e.value} end)::text`,
        imported: sql<boolean>`bool_and(${e.source} = 'import')`,
        firstRecorded: sql<string>`to_char(min(${e.createdAt}) at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`,
      })
      .from(e)
      .where(and(eq(e.boxId, card.id), sql`${e.statementMonth} is not null`))
      .groupBy(e.statementMonth),
    q
      .select({ month: t.statementMonth, paid: sql<string>`sum(${t.value})::text` })
      .from(t)
      .where(
        and(
          eq(t.toBoxId, card.id),
          sql`${t.statementMonth} is not null`,
          excludeTransferId ? ne(t.id, excludeTransferId) : undefined,
        ),
      )
      .groupBy(t.statementMonth),
  ]);
  const out = new Map<string, MonthSums>();
  for (const r of entryRows) {
    if (!r.month) continue;
    const due = statementDueDate(r.month, card.closingDay, card.dueDay);
    out.set(r.month, {
      total: Number(r.total),
      paid: 0,
      historical: r.imported && r.firstRecorded > due,
    });
  }
  for (const r of paymentRows) {
    if (!r.month) continue;
    const current = out.get(r.month) ?? { total: 0, paid: 0, historical: false };
    out.set(r.month, { ...current, paid: Number(r.paid) });
  }
  return out;
}

/**
 * Every statement with an entry or a payment, plus the one open today (even empty), newest
 * first. `excludeTransferId`: as if that payment were not there (a payment being moved).
 */
export async function cardStatements(
  q: Queryable,
  card: StatementCard,
  excludeTransferId?: string,
): Promise<Statement[]> {
  const months = await monthSums(q, card, excludeTransferId);
  const day = today();
  const current = statementMonthFor(day, card.closingDay);
  if (!months.has(current)) months.set(current, { total: 0, paid: 0, historical: false });
  return buildStatements(card, months, day);
}
