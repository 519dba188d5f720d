import { sql } from 'drizzle-orm';
import { ensureFinanceSetup } from '../apps/server/src/modules/finance';
import { financeBoxes, financeCategories } from '../apps/server/src/modules/finance/schema';
import type { AppContext } from '../apps/server/src/platform/context';
import type { DatabaseHandle } from '../apps/server/src/platform/db/client';
import { createMember } from '../apps/server/src/test/kit/fast-people';

/**
 * The finance bench's data: ONE workspace with 1,000,000 entries over five years
 * (2021–2025) in four boxes, plus 20,000 transfers, written by PostgreSQL itself
 * (INSERT … SELECT generate_series) in a few statements. The stored box balances are then
 * set from the rows, so the ledger invariant holds as if every entry had gone through the
 * API. Seeded once: the workspace is found again by name on the next run.
 */
export const BENCH_WORKSPACE = 'Bench finanças 1M';
export const FIRST_DAY = '2021-01-01';
export const LAST_DAY = '2025-12-31';

export interface FinanceSeed {
  workspaceId: string;
  userId: string;
  boxIds: string[];
  entries: number;
  seconds: number;
  reused: boolean;
}

async function find(database: DatabaseHandle, entries: number): Promise<FinanceSeed | null> {
  const { rows } = await database.pool.query<{ workspace_id: string; user_id: string }>(
    `select w.id as workspace_id, m.user_id from workspaces w join memberships m on m.workspace_id = w.id where w.name = $1 limit 1`,
    [BENCH_WORKSPACE],
  );
  const found = rows[0];
  if (!found) return null;
  const count = await database.pool.query<{ n: string }>(
    'select count(*)::text as n from finance_entries where workspace_id = $1',
    [found.workspace_id],
  );
  if (Number(count.rows[0]!.n) !== entries) {
    // A run stopped half-way: start over (ledger rows first: they restrict their boxes' deletion).
    for (const table of [
      'finance_entries',
      'finance_transfers',
      'finance_valuations',
      'finance_period_balances',
      'finance_periods',
    ]) {
      await database.pool.query(`delete from ${table} where workspace_id = $1`, [
        found.workspace_id,
      ]);
    }
    await database.pool.query('delete from workspaces where id = $1', [found.workspace_id]);
    return null;
  }
  const boxes = await database.pool.query<{ id: string }>(
    'select id from finance_boxes where workspace_id = $1 order by name',
    [found.workspace_id],
  );
  return {
    workspaceId: found.workspace_id,
    userId: found.user_id,
    boxIds: boxes.rows.map((b) => b.id),
    entries,
    seconds: 0,
    reused: true,
  };
}

/** `ctx`: the app's context, for the default categories (made through the service, as on a first request). */
export async function seedFinance(
  ctx: AppContext,
  database: DatabaseHandle,
  entries = 1_000_000,
): Promise<FinanceSeed> {
  const existing = await find(database, entries);
  if (existing) return existing;
  const started = performance.now();
  const { db } = database;
  const { user, workspace } = await createMember(database, 'owner', 'Bench', {
    workspaceName: BENCH_WORKSPACE,
    emailLabel: 'fin',
  });
  await ensureFinanceSetup(ctx, workspace.id);
  const ws = workspace.id;
  const boxes = await db
    .insert(financeBoxes)
    .values([
      {
        workspaceId: ws,
        name: 'A Conta corrente',
        kind: 'bank_account' as const,
        openingBalance: 1_000_000,
        openingDate: FIRST_DAY,
      },
      {
        workspaceId: ws,
        name: 'B Poupança',
        kind: 'bank_account' as const,
        openingBalance: 0,
        openingDate: FIRST_DAY,
      },
      {
        workspaceId: ws,
        name: 'C Carteira',
        kind: 'wallet' as const,
        openingBalance: 50_000,
        openingDate: FIRST_DAY,
      },
      {
        workspaceId: ws,
        name: 'D Cartão',
        kind: 'credit_card' as const,
        openingBalance: 0,
        openingDate: FIRST_DAY,
        cardLimit: 2_000_000,
        closingDay: 5,
        dueDay: 15,
      },
    ])
    .returning({ id: financeBoxes.id });
  const boxIds = boxes.map((b) => b.id);
  const categories = await db
    .select({ id: financeCategories.id, type: financeCategories.type })
    .from(financeCategories)
    .where(sql`${financeCategories.workspaceId} = ${ws}`);
  const revenue = categories.filter((c) => c.type === 'revenue').map((c) => c.id);
  const expense = categories.filter((c) => c.type === 'expense').map((c) => c.id);
  const uuids = (ids: string[]) => `array[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`;
  const days =
    (Date.parse(`${LAST_DAY}T00:00:00Z`) - Date.parse(`${FIRST_DAY}T00:00:00Z`)) / 86_400_000 + 1;

  // 30% revenue, 5% pending, 10% tagged, every 11th uncategorized; dates spread evenly.
  await database.pool.query(
    `
    insert into finance_entries (workspace_id, box_id, category_id, occurred_on, value, type, description, status, tags, statement_month, source, created_by)
    select $1::uuid, box, category, day, value, type, description, status, tags,
      case when box = ${`'${boxIds[3]}'`}::uuid then to_char(day + case when extract(day from day) >= 5 then interval '1 month' else interval '0' end, 'YYYY-MM') end,
      'manual', $2::uuid
    from (
      select g,
        date '${FIRST_DAY}' + ((g * 7) % ${days}) as day,
        (${uuids(boxIds)})[1 + g % 4] as box,
        case when g % 10 < 3 then 'revenue' else 'expense' end as type,
        case when g % 11 = 0 then null when g % 10 < 3 then (${uuids(revenue)})[1 + g % ${revenue.length}] else (${uuids(expense)})[1 + g % ${expense.length}] end as category,
        100 + (g::bigint * 7919) % 50000 as value,
        (array['Mercado', 'Padaria', 'PIX recebido', 'Salário', 'Conta de luz', 'Restaurante', 'Farmácia', 'Combustível'])[1 + g % 8] || ' ' || g as description,
        case when g % 20 = 0 then 'pending' else 'paid' end as status,
        case when g % 10 = 9 then array['casa'] else '{}'::text[] end as tags
      from generate_series(1, ${entries}) g
    ) s`,
    [ws, user.id],
  );
  await database.pool.query(
    `
    insert into finance_transfers (workspace_id, from_box_id, to_box_id, occurred_on, value, description, created_by)
    select $1::uuid, (${uuids(boxIds)})[1 + g % 3], (${uuids(boxIds)})[1 + (g + 1) % 3], date '${FIRST_DAY}' + ((g * 13) % ${days}), 1000 + g % 9000, 'Transferência ' || g, $2::uuid
    from generate_series(1, 20000) g`,
    [ws, user.id],
  );
  // Stored balances from the rows (what every API write would have left).
  await database.pool.query(
    `
    update finance_boxes b set
      balance = b.opening_balance + coalesce(e.paid, 0) + coalesce(tin.v, 0) - coalesce(tout.v, 0),
      projected_balance = b.opening_balance + coalesce(e.projected, 0) + coalesce(tin.v, 0) - coalesce(tout.v, 0)
    from finance_boxes b2
    left join (select box_id, sum(case when status = 'paid' then (case when type = 'revenue' then value else -value end) else 0 end) paid,
                      sum(case when type = 'revenue' then value else -value end) projected
               from finance_entries where workspace_id = $1 group by box_id) e on e.box_id = b2.id
    left join (select to_box_id id, sum(value) v from finance_transfers where workspace_id = $1 group by to_box_id) tin on tin.id = b2.id
    left join (select from_box_id id, sum(value) v from finance_transfers where workspace_id = $1 group by from_box_id) tout on tout.id = b2.id
    where b.id = b2.id and b.workspace_id = $1`,
    [ws],
  );
  await database.pool.query('vacuum analyze finance_entries');
  await database.pool.query('vacuum analyze finance_transfers');
  await database.pool.query('analyze finance_boxes');
  return {
    workspaceId: ws,
    userId: user.id,
    boxIds,
    entries,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    reused: false,
  };
}
