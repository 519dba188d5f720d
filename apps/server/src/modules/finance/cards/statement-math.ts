import {
  statementClosingDate,
  statementDueDate,
  statementMonthFor,
  type Statement,
} from '@orbita/contracts/finance';

/**
 * A card's statements from the sums of its months, with no database: payments and the
 * credit they carry forward, statuses, and which statement a new payment pays.
 */

export interface CardDays {
  closingDay: number;
  dueDay: number;
}

/** One month's sums: purchases − refunds, payments assigned, and whether it is history. */
export interface MonthSums {
  total: number;
  paid: number;
  historical: boolean;
}

/**
 * Oldest first, each statement uses the credit its predecessors left (payments beyond their
 * totals), so one overpayment covers the next purchases and is never counted twice. A
 * historical statement (imported history) is settled outside: it owes nothing, and its own
 * payments, if any, pass on as credit. Returns the statements newest first.
 */
export function buildStatements(
  card: CardDays,
  months: Map<string, MonthSums>,
  today: string,
): Statement[] {
  let credit = 0;
  const out: Statement[] = [];
  for (const [month, s] of [...months].sort(([a], [b]) => a.localeCompare(b))) {
    const available = s.paid + credit;
    const owed = s.historical ? 0 : s.total;
    const remaining = Math.max(0, owed - available);
    // A refund larger than the purchases is a credit too.
    const carriedOver = Math.max(0, available - owed);
    const closingDate = statementClosingDate(month, card.closingDay);
    const dueDate = statementDueDate(month, card.closingDay, card.dueDay);
    out.push({
      month,
      closingDate,
      dueDate,
      total: s.total,
      paid: s.paid,
      credit,
      remaining,
      carriedOver,
      historical: s.historical,
      // History is neither paid here nor overdue: it stays "Fechada", flagged as history.
      status: s.historical
        ? 'closed'
        : statusOf({ today, closingDate, dueDate, total: s.total, remaining }),
    });
    credit = carriedOver;
  }
  return out.reverse();
}

/**
 * Open until its closing day (the closing day already belongs to the next statement), unless
 * what it has so far is paid in full; closed, it is paid, or overdue after its due day.
 */
function statusOf(s: {
  today: string;
  closingDate: string;
  dueDate: string;
  total: number;
  remaining: number;
}): Statement['status'] {
  if (s.remaining === 0 && (s.total > 0 || s.today >= s.closingDate)) return 'paid';
  if (s.today < s.closingDate) return 'open';
  return s.today > s.dueDate ? 'overdue' : 'closed';
}

/**
 * The statement a payment made on `day` pays when the person did not choose one: the oldest
 * one still owing, open or closed (not one of a later month than the statement open that
 * day, which only future installments reach). With nothing owing, it is a credit on the
 * latest statement up to that day (or the one open that day when the card has none), which
 * the next purchases use: a payment never makes a statement of its own appear.
 */
export function statementToPay(card: CardDays, statements: Statement[], day: string): string {
  const openThatDay = statementMonthFor(day, card.closingDay);
  const upToDay = statements
    .filter((s) => s.month <= openThatDay)
    .sort((a, b) => a.month.localeCompare(b.month));
  const owing = upToDay.find((s) => s.remaining > 0);
  return owing?.month ?? upToDay.at(-1)?.month ?? openThatDay;
}
