import {
  daysInMonth,
  SUMMARY_BILLS_MAX,
  UPCOMING_BILLS_DAYS,
  type Bill,
  type FinanceSummary,
} from '@orbita/contracts/finance';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../../platform/db/client';
import { listStatements } from '../../cards/service';
import { listBoxes } from '../../boxes/service';
import { today } from '../../../../platform/clock';

/**
 * The finance home in one call: balances, this month (paid and pending), upcoming bills and
 * what is overdue. Pending expenses of ordinary boxes are bills by their date; what a
 * credit card owes is billed by its statements (their due dates), never purchase by purchase.
 */
type Ws = { workspaceId: string };

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function monthTotals(q: Queryable, ws: Ws, start: string, end: string) {
  const { rows } = await q.execute<Record<'rp' | 'rq' | 'ep' | 'eq', string>>(sql`
    select coalesce(sum(value) filter (where type = 'revenue' and status = 'paid'), 0)::text as rp,
           coalesce(sum(value) filter (where type = 'revenue' and status = 'pending'), 0)::text as rq,
           coalesce(sum(value) filter (where type = 'expense' and status = 'paid'), 0)::text as ep,
           coalesce(sum(value) filter (where type = 'expense' and status = 'pending'), 0)::text as eq
    from finance_entries where workspace_id = ${ws.workspaceId} and occurred_on between ${start}::date and ${end}::date`);
  const r = rows[0]!;
  return {
    revenue: { paid: Number(r.rp), pending: Number(r.rq) },
    expense: { paid: Number(r.ep), pending: Number(r.eq) },
  };
}

type BillRow = {
  id: string;
  box_id: string;
  box_name: string;
  description: string;
  due: string;
  value: string;
};

/** Pending expenses of non-card boxes in a day range (bills by their date), soonest first. */
async function pendingBills(
  q: Queryable,
  ws: Ws,
  range: { from?: string; to: string; before?: boolean },
): Promise<{ items: Bill[]; count: number; total: number }> {
  const when = range.before
    ? sql`e.occurred_on < ${range.to}::date`
    : sql`e.occurred_on between ${range.from}::date and ${range.to}::date`;
  const where = sql`e.workspace_id = ${ws.workspaceId} and e.type = 'expense' and e.status = 'pending' and ${when} and b.kind <> 'credit_card' and b.archived_at is null`;
  const { rows } = await q.execute<BillRow>(sql`
    select e.id, e.box_id, b.name as box_name, e.description, to_char(e.occurred_on, 'YYYY-MM-DD') as due, e.value::text as value
    from finance_entries e join finance_boxes b on b.id = e.box_id
    where ${where} order by e.occurred_on, e.id limit ${SUMMARY_BILLS_MAX}`);
  const { rows: agg } = await q.execute<{ count: number; total: string }>(sql`
    select count(*)::int as count, coalesce(sum(e.value), 0)::text as total
    from finance_entries e join finance_boxes b on b.id = e.box_id where ${where}`);
  const items = rows.map<Bill>((r) => ({
    kind: 'entry',
    id: r.id,
    boxId: r.box_id,
    boxName: r.box_name,
    description: r.description,
    dueDate: r.due,
    value: Number(r.value),
    month: null,
    statementStatus: null,
  }));
  return { items, count: agg[0]!.count, total: Number(agg[0]!.total) };
}

const byDue = (a: Bill, b: Bill) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id);

export async function financeSummary(db: Database, ws: Ws): Promise<FinanceSummary> {
  const day = today();
  const horizon = addDays(day, UPCOMING_BILLS_DAYS);
  const month = day.slice(0, 7);
  const monthStart = `${month}-01`;
  const monthEnd = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const boxes = await listBoxes(db, ws);
  const [totals, upcoming, overdue] = await Promise.all([
    monthTotals(db, ws, monthStart, monthEnd),
    pendingBills(db, ws, { from: day, to: horizon }),
    pendingBills(db, ws, { to: day, before: true }),
  ]);

  // Unpaid card statements: due by the horizon → upcoming; closed and past due → overdue.
  const upcomingStatements: Bill[] = [];
  const overdueStatements: Bill[] = [];
  for (const card of boxes.filter((b) => b.kind === 'credit_card')) {
    for (const s of await listStatements(db, ws, card.id)) {
      // Imported history (cards/statements.ts) was settled at the bank: never a bill to pay.
      if (s.status === 'paid' || s.remaining <= 0 || s.historical) continue;
      const [y, m] = s.month.split('-');
      const bill: Bill = {
        kind: 'statement',
        id: `${card.id}:${s.month}`,
        boxId: card.id,
        boxName: card.name,
        description: `Fatura ${m}/${y}`,
        dueDate: s.dueDate,
        value: s.remaining,
        month: s.month,
        statementStatus: s.status === 'open' ? 'open' : 'closed',
      };
      if (s.dueDate < day) overdueStatements.push(bill);
      else if (s.dueDate <= horizon) upcomingStatements.push(bill);
    }
  }

  const counted = boxes.filter((b) => b.kind !== 'credit_card');
  const revenue = totals.revenue.paid + totals.revenue.pending;
  const expense = totals.expense.paid + totals.expense.pending;
  return {
    today: day,
    totalBalance: counted.reduce((s, b) => s + b.balance, 0),
    projectedTotalBalance: counted.reduce((s, b) => s + b.projectedBalance, 0),
    boxes: boxes.map((b) => ({
      id: b.id,
      name: b.name,
      kind: b.kind,
      color: b.color,
      balance: b.balance,
      projectedBalance: b.projectedBalance,
      availableLimit: b.availableLimit,
    })),
    month: { start: monthStart, end: monthEnd, ...totals, net: revenue - expense },
    upcomingBills: [...upcoming.items, ...upcomingStatements]
      .sort(byDue)
      .slice(0, SUMMARY_BILLS_MAX),
    overdue: {
      count: overdue.count + overdueStatements.length,
      total: overdue.total + overdueStatements.reduce((s, b) => s + b.value, 0),
      items: [...overdue.items, ...overdueStatements].sort(byDue).slice(0, SUMMARY_BILLS_MAX),
    },
  };
}
