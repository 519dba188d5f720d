import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, expectStatus, testApp, testDatabase } from '../../test/kit';

const database = testDatabase();
const app = await testApp();
const { newCaller } = apiClient('/api/app');

/** The SELECT of the migration's backfill (the part before ON CONFLICT), as it landed. */
function backfillSelect(): string {
  const file = path.resolve(import.meta.dirname, '../../db/migrations/0012_dashboard.sql');
  const statement = fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .find((s) => s.includes('INSERT INTO "dashboard_activity_days"'))!;
  return statement.slice(statement.indexOf('SELECT'), statement.indexOf('ON CONFLICT'));
}

type Row = {
  user_id: string;
  day: string;
  accesses: number;
  captures: number;
  tasks_done: number;
  entries: number;
};

describe('migration 0012 backfill', () => {
  it('counts the rows written before it exactly as the events count new work', async () => {
    const owner = await newCaller(app, database);
    expectStatus(await owner.post('/comunicacao/eventos/acesso-diario'), 200);
    for (const content of ['Um', 'Dois'])
      expectStatus(await owner.post('/flow/items', { content, parse: false }), 201);
    const list = expectStatus(await owner.post<{ id: string }>('/flow/lists', { name: 'L' }), 201);
    expectStatus(
      await owner.post(`/flow/lists/${list.id}/tasks`, { title: 'Feita', status: 'done' }),
      201,
    );
    expectStatus(await owner.post(`/flow/lists/${list.id}/tasks`, { title: 'Aberta' }), 201);
    const box = expectStatus(
      await owner.post<{ id: string }>('/riqueza/boxes', {
        name: 'Conta',
        kind: 'bank_account',
        openingDate: '2025-01-01',
      }),
      201,
    );
    expectStatus(
      await owner.post('/riqueza/entries', {
        boxId: box.id,
        type: 'revenue',
        date: '2025-01-02',
        value: 100,
        description: 'Salário',
      }),
      201,
    );
    const columns = sql.raw('user_id, day::text as day, accesses, captures, tasks_done, entries');
    const counted = await database.db.execute<Row>(
      sql`select ${columns} from dashboard_activity_days where workspace_id = ${owner.workspaceId}`,
    );
    // Only read: the statement's SELECT, limited to this workspace (nothing is written).
    const backfilled = await database.db.execute<Row>(
      sql`select ${columns} from (${sql.raw(backfillSelect())})
            b(workspace_id, user_id, day, accesses, captures, tasks_done, entries)
          where workspace_id = ${owner.workspaceId}`,
    );
    expect(counted.rows).toHaveLength(1);
    expect(counted.rows[0]).toMatchObject({ accesses: 1, captures: 2, tasks_done: 1, entries: 1 });
    expect(backfilled.rows).toEqual(counted.rows);
  });
});
