import pg from 'pg';
import type { ApiScenario } from '../api';
import { insertInRanges, SQL_PARALLEL } from '../support/parallel';
import type { BenchContext } from '../support/sessions';

/** Publications seeded for the explore scenarios (the issue's figure). */
export const EXPLORE_PUBLICATIONS = 100_000;

const words = [
  'publicação',
  'jardim',
  'cozinha',
  'viagem',
  'música',
  'tecnologia',
  'educação',
  'saúde',
  'esporte',
  'negócios',
  'fotografia',
  'literatura',
];

export interface ExploreSeed {
  handle: string;
  slug: string;
}

/**
 * 100,000 publications in one workspace with INSERT … SELECT generate_series (not through
 * the API): 70 % production (public, published, unlisted, private in turn), the
 * rest drafts and tests, published over the last 90 days, Portuguese titles and text for
 * the search; views for a tenth of them over the last two weeks; one publication with a
 * live revision for the public address. Idempotent per database (seeds once).
 */
export async function seedExplore(databaseUrl: string, workspaceId: string): Promise<ExploreSeed> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SQL_PARALLEL });
  try {
    const existing = await pool.query<{ handle: string; slug: string }>(
      `select s.handle, p.slug from public_sites s join publications p on p.workspace_id = s.workspace_id
       where p.slug = 'bench-pagina-publica' limit 1`,
    );
    if (existing.rows[0]) return existing.rows[0];
    const list = `array[${words.map((w) => `'${w}'`).join(',')}]`;
    // In ranges of n on parallel connections: the rows are those of one statement over
    // 1..EXPLORE_PUBLICATIONS (each row depends on n alone), made on both cores.
    await insertInRanges(EXPLORE_PUBLICATIONS, (first, last) =>
      pool.query(
        `insert into publications (workspace_id, title, slug, status, visibility, published_at,
         live_title, live_excerpt, live_text, excerpt)
       select $1, t.title, 'bench-' || n,
         case when n % 10 < 7 then 'production' when n % 10 < 9 then 'draft' else 'testing' end,
         (array['public','published','unlisted','private'])[1 + n % 4],
         case when n % 10 < 7 then now() - (n % 2160) * interval '1 hour' end,
         case when n % 10 < 7 then t.title end,
         case when n % 10 < 7 then 'Resumo da ' || t.title end,
         case when n % 10 < 7 then repeat('Um texto sobre ' || t.w1 || ' e ' || t.w2 || '. ', 20) end,
         'Resumo'
       from generate_series($2::int, $3::int) n,
       lateral (select (${list})[1 + n % 12] as w1, (${list})[1 + (n / 12) % 12] as w2) w,
       lateral (select 'Publicação ' || n || ': ' || w.w1 || ' e ' || w.w2 as title, w.w1, w.w2) t`,
        [workspaceId, first, last],
      ),
    );
    // Views for the first production publications by n ('bench-<n>'), numbered in that
    // order. `row_number() over ()` took them in table order, which one INSERT over
    // 1..EXPLORE_PUBLICATIONS left close to n's; written by parallel statements, the table's
    // order interleaves their ranges, so the order is now said.
    await pool.query(
      `insert into explore_views (kind, record_id, workspace_id, day, count)
       select 'publication', p.id, p.workspace_id, current_date - (p.n % 14)::int, (1 + p.n % 50)::int
       from (select id, workspace_id,
               row_number() over (order by substring(slug from 7)::int) as n
             from publications
             where workspace_id = $1 and status = 'production' and slug ~ '^bench-[0-9]+$'
             order by n limit $2) p`,
      [workspaceId, EXPLORE_PUBLICATIONS / 10],
    );
    const handle = `bench-${workspaceId.slice(0, 8)}`;
    await pool.query(
      `insert into public_sites (workspace_id, handle, title) values ($1, $2, 'Site do bench')
       on conflict (workspace_id) do nothing`,
      [workspaceId, handle],
    );
    const { rows } = await pool.query<{ id: string }>(
      `insert into publications (workspace_id, title, slug, status, visibility, published_at,
         live_title, live_excerpt, live_text)
       values ($1, 'Página pública do bench', 'bench-pagina-publica', 'production', 'public', now(),
         'Página pública do bench', 'Uma página servida pelo servidor', 'Texto')
       returning id`,
      [workspaceId],
    );
    const html = Array.from(
      { length: 30 },
      (_, i) => `<h2>Seção ${i + 1}</h2><p>${'Um parágrafo de texto corrido. '.repeat(12)}</p>`,
    ).join('');
    const revision = await pool.query<{ id: string }>(
      `insert into publication_revisions (workspace_id, publication_id, number, title, html, text, state)
       values ($1, $2, 1, 'Página pública do bench', $3, 'Texto', '\\x0000') returning id`,
      [workspaceId, rows[0]!.id, html],
    );
    await pool.query(`update publications set live_revision_id = $1 where id = $2`, [
      revision.rows[0]!.id,
      rows[0]!.id,
    ]);
    await pool.query('analyze publications; analyze explore_views');
    const site = await pool.query<{ handle: string }>(
      'select handle from public_sites where workspace_id = $1',
      [workspaceId],
    );
    return { handle: site.rows[0]!.handle, slug: 'bench-pagina-publica' };
  } finally {
    await pool.end();
  }
}

const seedOnce = new Map<string, Promise<ExploreSeed>>();
const seeded = (ctx: BenchContext) => {
  const key = ctx.databaseUrl;
  if (!seedOnce.has(key))
    seedOnce.set(key, seedExplore(ctx.databaseUrl, ctx.people[0]!.workspaceId));
  return seedOnce.get(key)!;
};

/** Explore's ranked feed over 100,000 publications, signed out (ranking computed in SQL). */
export const exploreFeedScenario: ApiScenario = {
  name: 'GET explorar: feed (100.000 publicações)',
  setup: async (ctx) => {
    await seeded(ctx);
    return { path: '/api/public/explore/feed?limit=20' };
  },
};

/** Explore's featured list ("Publicada" items, picks first) over the same publications. */
export const exploreFeaturedScenario: ApiScenario = {
  name: 'GET explorar: destaques (100.000 publicações)',
  setup: async (ctx) => {
    await seeded(ctx);
    return { path: '/api/public/explore/featured' };
  },
};

/** Explore's Portuguese full-text search (unaccented query) over the same publications. */
export const exploreSearchScenario: ApiScenario = {
  name: 'GET explorar: busca "educacao saude" (100.000 publicações)',
  setup: async (ctx) => {
    await seeded(ctx);
    return { path: '/api/public/explore/search?q=educacao%20saude&limit=20' };
  },
};

/** A public publication's server-rendered HTML (the address bots and people open). */
export const publicPageScenario: ApiScenario = {
  name: 'GET página pública /site/…/p/… (HTML do servidor)',
  setup: async (ctx) => {
    const { handle, slug } = await seeded(ctx);
    return {
      path: `/site/${handle}/p/${slug}`,
      headers: { 'user-agent': 'Mozilla/5.0 (bench)' },
    };
  },
};
