import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../platform/db/client';
import { createMember, testApp, testDatabase } from '../../test/kit';
import { feedRankings } from './feed-ranking';
import { insertPage, insertPublication } from './test-items';

const database = testDatabase();
const app = await testApp({ EXPLORE_RATE_LIMIT: '100000' });
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Whether `change` draws a new listing version. Read with this session's own `currval`
 * inside the change's transaction (constraints made immediate), so other test files writing
 * publications at the same time cannot make it pass or fail.
 */
async function bumps(change: (client: pg.PoolClient) => Promise<unknown>): Promise<boolean> {
  const client = await database.pool.connect();
  try {
    const before = (await client.query(`select nextval('explore_listing_version')::text as v`))
      .rows[0].v;
    await client.query('begin');
    await change(client);
    await client.query('set constraints all immediate');
    const after = (await client.query(`select currval('explore_listing_version')::text as v`))
      .rows[0].v;
    await client.query('rollback');
    return after !== before;
  } finally {
    client.release();
  }
}

describe('explore_listing_version (migration 0047)', () => {
  it('moves when what may be listed or its place changes, and not on other edits', async () => {
    const { workspace } = await createMember(database);
    const item = await insertPublication(database.db, workspace.id, {
      status: 'production',
      visibility: 'public',
    });
    const page = await insertPage(database.db, workspace.id, {
      status: 'production',
      visibility: 'public',
    });
    const set = (table: string, id: string, assignment: string) => (c: pg.PoolClient) =>
      c.query(`update ${table} set ${assignment} where id = $1`, [id]);
    for (const table of ['publications', 'pages']) {
      const id = table === 'pages' ? page.id : item.id;
      for (const assignment of [
        `status = 'draft'`,
        `visibility = 'unlisted'`,
        `hidden_at = now()`,
        `published_at = now() - interval '1 day'`,
        `picked_at = now()`,
      ])
        expect(await bumps(set(table, id, assignment)), `${table}: ${assignment}`).toBe(true);
      expect(await bumps(set(table, id, `title = 'Outro título'`)), `${table}: title`).toBe(false);
      expect(await bumps((c) => c.query(`delete from ${table} where id = $1`, [id]))).toBe(true);
    }
    expect(
      await bumps((c) =>
        c.query(
          `insert into pages (workspace_id, title, slug, status, visibility)
           values ($1, 'Nova', $2, 'draft', 'private')`,
          [workspace.id, `pg-${randomUUID().slice(0, 12)}`],
        ),
      ),
    ).toBe(true);
  });
});

describe('feedRankings', () => {
  it('computes one ranking for any number of readers at once, and again when the version moves', async () => {
    let version = 1;
    let rankings = 0;
    const q = {
      execute: async (query: unknown) => {
        const text = dialect.sqlToQuery(query as SQL).sql;
        if (text.includes('explore_listing_version')) return { rows: [{ v: `${version}:t` }] };
        rankings += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { rows: [{ kind: 'page', id: `p${version}` }] };
      },
    } as unknown as Queryable;
    const cache = feedRankings();
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.ranking(q, 'page')));
    expect(rankings).toBe(1);
    expect(first.every((r) => r[0]!.id === 'p1')).toBe(true);
    expect((await cache.ranking(q, 'page'))[0]!.id).toBe('p1');
    expect(rankings).toBe(1);
    await cache.ranking(q, 'all');
    expect(rankings).toBe(2);
    version = 2;
    expect((await cache.ranking(q, 'page'))[0]!.id).toBe('p2');
    expect(rankings).toBe(3);
  });
});

describe('explore feed over a cached ranking', () => {
  it('a new item shows at once; an item withdrawn behind the cache’s back is left out of its page', async () => {
    const { workspace } = await createMember(database);
    const feedIds = async () => {
      const ids: string[] = [];
      let cursor: string | null = '0';
      while (cursor !== null) {
        const url: string = `/api/public/explore/feed?limit=50&kind=page&cursor=${cursor}`;
        const res = await app.inject({ url });
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json<{ items: { id: string }[]; nextCursor: string | null }>();
        ids.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      }
      return ids;
    };
    const kept = await insertPage(database.db, workspace.id, {
      status: 'production',
      visibility: 'public',
    });
    expect(await feedIds()).toContain(kept.id);
    const fresh = await insertPage(database.db, workspace.id, {
      status: 'production',
      visibility: 'public',
    });
    expect(await feedIds()).toContain(fresh.id);
    // Hidden without the trigger (replica mode skips it), as if between ranking and read:
    // the ranking still names the page; the read's listedWhere must drop it.
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      await client.query(`update pages set hidden_at = now() where id = $1`, [fresh.id]);
      await client.query('commit');
    } finally {
      client.release();
    }
    const ids = await feedIds();
    expect(ids).not.toContain(fresh.id);
    expect(ids).toContain(kept.id);
  });
});

describe('explore featured over a cached ranking', () => {
  it('a pick moves an item to the top at once; one withdrawn behind the cache’s back is left out', async () => {
    const { workspace } = await createMember(database);
    const featured = async () => {
      const res = await app.inject({ url: '/api/public/explore/featured' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { id: string; picked: boolean }[] }>().items;
    };
    const older = await insertPage(database.db, workspace.id, {
      status: 'production',
      visibility: 'published',
      publishedAt: new Date(Date.now() - 3600_000),
    });
    const newer = await insertPage(database.db, workspace.id, {
      status: 'production',
      visibility: 'published',
    });
    const before = (await featured()).map((i) => i.id);
    expect(before).toContain(newer.id);
    await database.pool.query(
      `update pages set picked_at = now() + interval '1 day' where id = $1`,
      [older.id],
    );
    const after = await featured();
    expect(after[0]).toMatchObject({ id: older.id, picked: true });
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      await client.query(`update pages set visibility = 'unlisted' where id = $1`, [older.id]);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await featured()).map((i) => i.id)).not.toContain(older.id);
  });
});
