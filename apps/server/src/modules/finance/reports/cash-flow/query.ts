import type { CashFlow, CashFlowGranularity } from '@orbita/contracts/finance';
import { UNCATEGORIZED_LABEL } from '@orbita/contracts/finance';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../../platform/db/client';

/**
 * The cash-flow report in ONE statement: one pass over the range's entries (an index-only
 * scan of finance_entries_flow_idx) grouped by date_trunc bucket, category, type and status;
 * the buckets and the categories are summed from those few groups — never row by row in Node.
 *
 * Days are `date` columns truncated as `timestamp` (no time zone): a São Paulo day is a
 * calendar day here, and no session time zone or old daylight-saving rule can shift a bucket.
 *
 * The running balance does not sum the whole history: it starts from the boxes' stored
 * balances (kept exact by every write, see shared/ledger) and takes back what happened in
 * and after the range, so a one-year report over five years of entries reads one year (plus
 * the few entries dated after `to`). A box's opening balance counts from its opening date on.
 */
export interface CashFlowFilters {
  workspaceId: string;
  from: string;
  to: string;
  granularity: CashFlowGranularity;
  boxId?: string;
  /** The category and its subcategories. */
  categoryIds?: string[];
  tag?: string;
  includePending: boolean;
}

const units: Record<CashFlowGranularity, SQL> = {
  day: sql.raw(`'day'`),
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
};
const steps: Record<CashFlowGranularity, SQL> = {
  day: sql.raw(`interval '1 day'`),
  week: sql.raw(`interval '1 week'`),
  month: sql.raw(`interval '1 month'`),
};

const toUuidArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
const boxCondition = (f: CashFlowFilters, column: SQL) =>
  f.boxId ? sql`and ${column} = ${f.boxId}` : sql``;
const signed = sql`case when e.type = 'revenue' then e.value else -e.value end`;

/** Entries counted in revenue/expense: the category and tag filters (the balance ignores them). */
function reportCondition(f: CashFlowFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.categoryIds) parts.push(sql`e.category_id = any(${toUuidArray(f.categoryIds)})`);
  if (f.tag) parts.push(sql`e.tags @> array[${f.tag}]::text[]`);
  return sql.join(parts, sql` and `);
}

export function cashFlowStatement(f: CashFlowFilters): SQL {
  const unit = units[f.granularity];
  const report = reportCondition(f);
  const pending = f.includePending ? sql`1` : sql`0`;
  const bucketOf = sql`date_trunc(${unit}, e.occurred_on::timestamp)::date`;
  // Transfers only move money into or out of a selected box; without a box filter every
  // box is selected and each transfer nets to zero, so they are not read at all.
  const transfers = f.boxId
    ? sql`select date_trunc(${unit}, t.occurred_on::timestamp)::date as bucket,
             sum(case when t.to_box_id = ${f.boxId} then t.value else 0 end) as t_in,
             sum(case when t.from_box_id = ${f.boxId} then t.value else 0 end) as t_out
           from finance_transfers t
           where t.workspace_id = ${f.workspaceId} and (t.from_box_id = ${f.boxId} or t.to_box_id = ${f.boxId})
             and t.occurred_on between ${f.from}::date and ${f.to}::date
           group by 1`
    : sql`select null::date as bucket, 0::bigint as t_in, 0::bigint as t_out where false`;
  const transfersAfter = f.boxId
    ? sql`select coalesce(sum(case when t.to_box_id = ${f.boxId} then t.value else -t.value end), 0) as moved
           from finance_transfers t
           where t.workspace_id = ${f.workspaceId} and (t.from_box_id = ${f.boxId} or t.to_box_id = ${f.boxId}) and t.occurred_on > ${f.to}::date`
    : sql`select 0::bigint as moved`;
  // One cheap pass: sums per (bucket, category, type, status, counted by the filters) —
  // a few hundred groups — from which the buckets and the categories are both summed.
  return sql`
    with base as materialized (
      select ${bucketOf} as bucket, e.category_id, e.type, e.status, ${report} as reported, sum(e.value) as total, count(*) as n
      from finance_entries e
      where e.workspace_id = ${f.workspaceId} ${boxCondition(f, sql`e.box_id`)}
        and e.occurred_on between ${f.from}::date and ${f.to}::date
      group by 1, 2, 3, 4, 5
    ),
    scanned as (
      select b.bucket,
        coalesce(sum(b.total) filter (where b.status = 'paid' and b.type = 'revenue' and b.reported), 0) as revenue,
        coalesce(sum(b.total) filter (where b.status = 'paid' and b.type = 'expense' and b.reported), 0) as expense,
        coalesce(sum(b.total) filter (where b.status = 'pending' and b.type = 'revenue' and b.reported), 0) as pending_revenue,
        coalesce(sum(b.total) filter (where b.status = 'pending' and b.type = 'expense' and b.reported), 0) as pending_expense,
        coalesce(sum(case when b.type = 'revenue' then b.total else -b.total end) filter (where b.status = 'paid'), 0) as moved,
        coalesce(sum(case when b.type = 'revenue' then b.total else -b.total end) filter (where b.status = 'pending'), 0) as pending_moved
      from base b group by b.bucket
    ),
    after_to as (
      select coalesce(sum(${signed}) filter (where e.status = 'paid'), 0) as moved,
             coalesce(sum(${signed}) filter (where e.status = 'pending'), 0) as pending_moved
      from finance_entries e
      where e.workspace_id = ${f.workspaceId} ${boxCondition(f, sql`e.box_id`)} and e.occurred_on > ${f.to}::date
    ),
    transfers as (${transfers}),
    transfers_after as (${transfersAfter}),
    -- A box's opening balance arrives on its opening date: not on the days before it.
    openings as (
      select date_trunc(${unit}, b.opening_date::timestamp)::date as bucket, sum(b.opening_balance) as opened
      from finance_boxes b
      where b.workspace_id = ${f.workspaceId} ${boxCondition(f, sql`b.id`)}
        and b.opening_date between ${f.from}::date and ${f.to}::date
      group by 1
    ),
    openings_after as (
      select coalesce(sum(b.opening_balance), 0) as opened
      from finance_boxes b
      where b.workspace_id = ${f.workspaceId} ${boxCondition(f, sql`b.id`)} and b.opening_date > ${f.to}::date
    ),
    boxes as (
      select coalesce(sum(b.balance), 0) as balance, coalesce(sum(b.projected_balance - b.balance), 0) as pending
      from finance_boxes b where b.workspace_id = ${f.workspaceId} ${boxCondition(f, sql`b.id`)}
    ),
    series as (
      select g::date as bucket,
        coalesce(s.revenue, 0) as revenue, coalesce(s.expense, 0) as expense,
        coalesce(s.pending_revenue, 0) * ${pending} as pending_revenue, coalesce(s.pending_expense, 0) * ${pending} as pending_expense,
        coalesce(s.moved, 0) as moved, coalesce(s.pending_moved, 0) as pending_moved,
        coalesce(t.t_in, 0) as transfers_in, coalesce(t.t_out, 0) as transfers_out,
        coalesce(op.opened, 0) as opened
      from generate_series(date_trunc(${unit}, ${f.from}::timestamp), ${f.to}::timestamp, ${steps[f.granularity]}) g
      left join scanned s on s.bucket = g::date
      left join transfers t on t.bucket = g::date
      left join openings op on op.bucket = g::date
    ),
    opening as (
      -- Stored balance now, minus what the range and the days after it moved (openings included).
      select boxes.balance - (select coalesce(sum(moved + transfers_in - transfers_out + opened), 0) from series)
               - after_to.moved - transfers_after.moved - openings_after.opened as balance,
             boxes.pending - (select coalesce(sum(pending_moved), 0) from series) - after_to.pending_moved as pending_before
      from boxes, after_to, transfers_after, openings_after
    ),
    running as (
      select to_char(s.bucket, 'YYYY-MM-DD') as bucket, s.revenue, s.expense, s.pending_revenue, s.pending_expense, s.transfers_in, s.transfers_out,
        o.balance + sum(s.moved + s.transfers_in - s.transfers_out + s.opened) over w as balance,
        o.balance + sum(s.moved + s.transfers_in - s.transfers_out + s.opened) over w + ${pending} * (o.pending_before + sum(s.pending_moved) over w) as projected_balance
      from series s, opening o
      window w as (order by s.bucket rows between unbounded preceding and current row)
    ),
    categories as (
      select b.category_id, c.name, c.parent_id, b.type,
        coalesce(sum(b.total) filter (where b.status = 'paid'), 0) as total,
        coalesce(sum(b.total) filter (where b.status = 'pending'), 0) * ${pending} as projected,
        coalesce(sum(b.n) filter (where b.status = 'paid' or ${pending} = 1), 0) as counted
      from base b left join finance_categories c on c.id = b.category_id
      where b.reported
      group by b.category_id, c.name, c.parent_id, b.type
      having coalesce(sum(b.n) filter (where b.status = 'paid' or ${pending} = 1), 0) > 0
    )
    select (select balance from opening)::text as opening,
      (select coalesce(json_agg(r order by r.bucket), '[]') from (
        select bucket, revenue::text, expense::text, pending_revenue::text, pending_expense::text, transfers_in::text, transfers_out::text,
          balance::text, projected_balance::text from running) r) as buckets,
      (select coalesce(json_agg(c order by c.type desc, c.total + c.projected desc, c.name), '[]') from (
        select category_id, name, parent_id, type, total, projected, counted::int as count from categories) c) as categories`;
}

type BucketRow = Record<
  | 'bucket'
  | 'revenue'
  | 'expense'
  | 'pending_revenue'
  | 'pending_expense'
  | 'transfers_in'
  | 'transfers_out'
  | 'balance'
  | 'projected_balance',
  string
>;
// Sums come as JSON numbers (exact: far below 2^53) or, for the buckets, as text.
type CategoryRow = {
  category_id: string | null;
  name: string | null;
  parent_id: string | null;
  type: 'revenue' | 'expense';
  total: number;
  projected: number;
  count: number;
};

const lastDayOf = (start: string, granularity: CashFlowGranularity): string => {
  const date = new Date(`${start}T00:00:00Z`);
  if (granularity === 'day') return start;
  if (granularity === 'week') date.setUTCDate(date.getUTCDate() + 6);
  else date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
};

export async function runCashFlow(q: Queryable, f: CashFlowFilters): Promise<CashFlow> {
  const { rows } = await q.execute<{
    opening: string;
    buckets: BucketRow[];
    categories: CategoryRow[];
  }>(cashFlowStatement(f));
  const { opening, buckets, categories } = rows[0]!;
  const n = Number;
  const items = buckets.map((r) => {
    const last = lastDayOf(r.bucket, f.granularity);
    return {
      start: r.bucket < f.from ? f.from : r.bucket,
      end: last > f.to ? f.to : last,
      revenue: n(r.revenue),
      expense: n(r.expense),
      net: n(r.revenue) - n(r.expense),
      transfersIn: n(r.transfers_in),
      transfersOut: n(r.transfers_out),
      balance: n(r.balance),
      projectedRevenue: n(r.pending_revenue),
      projectedExpense: n(r.pending_expense),
      projectedBalance: n(r.projected_balance),
    };
  });
  const sum = (key: 'revenue' | 'expense' | 'projectedRevenue' | 'projectedExpense') =>
    items.reduce((s, b) => s + b[key], 0);
  return {
    from: f.from,
    to: f.to,
    granularity: f.granularity,
    openingBalance: n(opening),
    buckets: items,
    byCategory: categories.map((r) => ({
      categoryId: r.category_id,
      name: r.category_id ? (r.name ?? UNCATEGORIZED_LABEL) : UNCATEGORIZED_LABEL,
      parentId: r.parent_id,
      type: r.type,
      total: n(r.total),
      projected: n(r.projected),
      count: r.count,
    })),
    totals: {
      revenue: sum('revenue'),
      expense: sum('expense'),
      net: sum('revenue') - sum('expense'),
      projectedRevenue: sum('projectedRevenue'),
      projectedExpense: sum('projectedExpense'),
    },
  };
}
