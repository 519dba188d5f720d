import pg from 'pg';
import type { ApiScenario } from '../api';
import type { BenchContext } from '../support/sessions';

/** Products seeded for the catalog scenario: a large shop's catalog. */
export const CATALOG_PRODUCTS = 5_000;

export interface CatalogSeed {
  handle: string;
  slug: string;
}

/**
 * 5,000 products in one workspace with one INSERT … SELECT generate_series (not through the
 * API): 80 % active, the rest drafts and archived, four categories, three variants each
 * (sizes, prices, stock), and the workspace's public site whose handle is the catalog's
 * `/catalogo/<handle>`. Idempotent per database (seeds once).
 */
export async function seedCatalog(databaseUrl: string, workspaceId: string): Promise<CatalogSeed> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    await pool.query(
      `insert into public_sites (workspace_id, handle, title) values ($1, $2, 'Loja do bench')
       on conflict (workspace_id) do nothing`,
      [workspaceId, `bench-${workspaceId.slice(0, 8)}`],
    );
    const site = await pool.query<{ handle: string }>(
      'select handle from public_sites where workspace_id = $1',
      [workspaceId],
    );
    const handle = site.rows[0]!.handle;
    const existing = await pool.query(
      `select 1 from products where workspace_id = $1 and slug = 'bench-produto-1' limit 1`,
      [workspaceId],
    );
    if (existing.rowCount) return { handle, slug: 'bench-produto-1' };
    await pool.query(
      `insert into products (workspace_id, number, code, name, slug, description, status, kind,
         categories, price_cents, created_at)
       select $1, n, 'PRD-' || lpad(n::text, 5, '0'), 'Produto do bench ' || n, 'bench-produto-' || n,
         '<p>' || repeat('Uma descrição de produto com <strong>detalhes</strong>. ', 10) || '</p>',
         case when n % 10 < 8 then 'ativo' when n % 10 = 8 then 'rascunho' else 'arquivado' end,
         case when n % 4 = 0 then 'digital' else 'fisico' end,
         array[(array['Roupas','Casa','Livros','Cursos'])[1 + n % 4]],
         1000 + (n % 500) * 100,
         now() - n * interval '1 minute'
       from generate_series(1, $2::int) n`,
      [workspaceId, CATALOG_PRODUCTS],
    );
    await pool.query(
      `insert into product_variants (workspace_id, product_id, name, options, sku, price_cents, stock, position)
       select p.workspace_id, p.id, s.size, jsonb_build_object('tamanho', s.size),
         p.code || '-' || s.size, case when s.pos = 2 then p.price_cents + 500 end,
         case when p.kind = 'digital' then null else (p.number + s.pos) % 12 end, s.pos
       from products p, (values ('P', 0), ('M', 1), ('G', 2)) s(size, pos)
       where p.workspace_id = $1`,
      [workspaceId],
    );
    await insertCounter(pool, workspaceId);
    await pool.query('analyze products; analyze product_variants');
    return { handle, slug: 'bench-produto-1' };
  } finally {
    await pool.end();
  }
}

/** The workspace's product counter after the seeded numbers, so API creations go on from there. */
async function insertCounter(pool: pg.Pool, workspaceId: string) {
  await pool.query(
    `insert into flow_counters (workspace_id, name, last_number) values ($1, 'products', $2)
     on conflict (workspace_id, name) do update set last_number = excluded.last_number`,
    [workspaceId, CATALOG_PRODUCTS],
  );
}

const seedOnce = new Map<string, Promise<CatalogSeed>>();
export const seededCatalog = (ctx: BenchContext) => {
  const key = ctx.databaseUrl;
  if (!seedOnce.has(key))
    seedOnce.set(key, seedCatalog(ctx.databaseUrl, ctx.people[0]!.workspaceId));
  return seedOnce.get(key)!;
};

/**
 * The public catalog's first page, server-rendered HTML (what a visitor and a bot open
 * first): time to the whole answer of a small document, i.e. its TTFB.
 */
export const catalogScenario: ApiScenario = {
  name: `GET catálogo público /catalogo/… (HTML do servidor, ${CATALOG_PRODUCTS.toLocaleString('pt-BR')} produtos)`,
  setup: async (ctx) => {
    const { handle } = await seededCatalog(ctx);
    return { path: `/catalogo/${handle}`, headers: { 'user-agent': 'Mozilla/5.0 (bench)' } };
  },
};
