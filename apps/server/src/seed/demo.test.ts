import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { computeBalances } from '../modules/finance';
import { financeBoxes } from '../modules/finance/schema';
import { users } from '../platform/identity/schema';
import { COLLEAGUE_EMAIL, DEMO_EMAIL, seedDemo } from './demo';
import { testApp } from '../test/kit';

/**
 * Rows per table that belong to the demo's people or workspaces (every table with a
 * workspace_id or user_id column), so a duplicate anywhere shows while other test files
 * write to the same database.
 */
async function counts(app: Awaited<ReturnType<typeof testApp>>) {
  const { db } = app.database;
  const { rows: columns } = await db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('workspace_id', 'user_id')
        order by 1, 2`,
  );
  const people = sql`(select id from users where email in (${DEMO_EMAIL}, ${COLLEAGUE_EMAIL}))`;
  const places = sql`(select workspace_id from memberships where user_id in ${people})`;
  const result: Record<string, number> = {};
  for (const { table_name, column_name } of columns) {
    const [row] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where ${sql.identifier(column_name)} in ${column_name === 'user_id' ? people : places}`,
      )
    ).rows;
    result[`${table_name}.${column_name}`] = row!.n;
  }
  return result;
}

describe('npm run db:seed', () => {
  it('creates the demo once through the services; a second run changes nothing', async () => {
    const app = await testApp();
    const first = await seedDemo(app);
    expect(first.created).toBe(true);
    const before = await counts(app);
    expect(before['flow_tasks.workspace_id']).toBeGreaterThanOrEqual(20);
    expect(before['finance_entries.workspace_id']).toBeGreaterThan(20);

    const second = await seedDemo(app);
    expect(second.created).toBe(false);
    expect(await counts(app)).toEqual(before);

    const [demo] = await app.database.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demo!.emailConfirmedAt).not.toBeNull();
    expect(demo!.checkpoints).toEqual([]);
    const boxes = await app.database.db
      .select()
      .from(financeBoxes)
      .where(eq(financeBoxes.workspaceId, demo!.currentWorkspaceId!));
    expect(boxes).toHaveLength(3);
    const computed = await computeBalances(app.database.db, demo!.currentWorkspaceId!);
    for (const box of boxes) {
      expect(computed.get(box.id)).toEqual(
        expect.objectContaining({ balance: box.balance, projected: box.projectedBalance }),
      );
    }
  }, 120_000);
});
