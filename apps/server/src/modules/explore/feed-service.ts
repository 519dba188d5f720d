import {
  EXPLORE_FEED_DEPTH_MAX,
  type ExploreFeedPage,
  type ExploreItem,
  type ExploreKind,
  type ExploreSearchHit,
} from '@orbita/contracts/explore';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import type { FeedRankings, RankedRef } from './feed-ranking';
import { sitesOf, siteUrl } from './site-service';
import { pages, publications } from './sources';
import { listedWhere } from './visibility-sql';
import { headlineOptions, highlightHtml } from '../../platform/db/text-search';

/**
 * The explore feed, featured list and search, across workspaces. Every one reads
 * `listedItems`, whose two branches filter with `listedWhere` — the one rule — so unlisted,
 * private, hidden and unpublished items never reach any of them (the feed's cached ranking,
 * feed-ranking.ts, filters with it too, and its pages are read through `listedItems`).
 */
interface ItemRow extends Record<string, unknown> {
  kind: ExploreKind;
  id: string;
  workspace_id: string;
  title: string;
  excerpt: string;
  cover: string | null;
  slug: string;
  published_at: Date | string | null;
  picked_at: Date | string | null;
  visibility: string;
  reactions: number | string;
}

/** Both kinds' listed items in one shape (`kind` narrows to one branch). */
function listedItems(
  kind?: ExploreKind,
  extra: { pub?: SQL; page?: SQL; search?: boolean } = {},
): SQL {
  // The tsvector is large: only search carries it through the union.
  const pubSearch = extra.search ? sql`, ${publications.search} as search` : sql``;
  const pageSearch = extra.search ? sql`, ${pages.search} as search` : sql``;
  const pub = sql`select 'publication'::text as kind, ${publications.id} as id,
      ${publications.workspaceId} as workspace_id, ${publications.liveTitle} as title,
      coalesce(${publications.liveExcerpt}, '') as excerpt, ${publications.coverFileId} as cover,
      ${publications.slug} as slug, ${publications.publishedAt} as published_at,
      ${publications.pickedAt} as picked_at, ${publications.visibility} as visibility ${pubSearch}
    from ${publications} where ${listedWhere(publications)} ${extra.pub ?? sql``}`;
  const page = sql`select 'page'::text as kind, ${pages.id} as id,
      ${pages.workspaceId} as workspace_id, ${pages.liveTitle} as title,
      coalesce(${pages.liveSeoDescription}, '') as excerpt, ${pages.liveOgImageFileId} as cover,
      ${pages.slug} as slug, ${pages.publishedAt} as published_at, ${pages.pickedAt} as picked_at,
      ${pages.visibility} as visibility ${pageSearch}
    from ${pages} where ${listedWhere(pages)} ${extra.page ?? sql``}`;
  if (kind === 'publication') return pub;
  if (kind === 'page') return page;
  return sql`${pub} union all ${page}`;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Presents rows (with their sites, made where missing) as explore items. */
async function present(q: Queryable, appUrl: string, rows: ItemRow[]): Promise<ExploreItem[]> {
  const sites = await sitesOf(
    q,
    rows.map((r) => r.workspace_id),
  );
  return rows.map((r) => {
    const site = sites.get(r.workspace_id)!;
    const path = r.kind === 'publication' ? `/p/${r.slug}` : `/${r.slug}`;
    return {
      kind: r.kind,
      id: r.id,
      title: r.title,
      excerpt: r.excerpt,
      coverUrl: r.cover ? `${appUrl}/api/public/media/${r.cover}/original` : null,
      site: { handle: site.handle, title: site.title },
      url: `${siteUrl(appUrl, site.handle)}${path}`,
      publishedAt: iso(r.published_at),
      reactions: Number(r.reactions),
      featured: r.visibility === 'published',
      picked: r.picked_at !== null,
    };
  });
}

const reactionsOf = sql`(select count(*)::int from explore_reactions r
  where r.kind = i.kind and r.record_id = i.id)`;

/**
 * The rows of ranked places, read fresh and re-checked with `listedWhere` (through
 * `listedItems`), so an item withdrawn since the ranking was made is left out rather than
 * shown; in the ranking's order, with their reactions.
 */
async function readRanked(
  q: Queryable,
  appUrl: string,
  refs: RankedRef[],
  kind?: ExploreKind,
): Promise<ExploreItem[]> {
  if (refs.length === 0) return [];
  const ids = (k: ExploreKind) => refs.filter((r) => r.kind === k).map((r) => r.id);
  const result = await q.execute<ItemRow>(sql`
    with i as (${listedItems(kind, {
      pub: sql`and ${inArray(publications.id, ids('publication'))}`,
      page: sql`and ${inArray(pages.id, ids('page'))}`,
    })})
    select i.kind, i.id, i.workspace_id, i.title, i.excerpt, i.cover, i.slug, i.published_at,
      i.picked_at, i.visibility, ${reactionsOf} as reactions
    from i`);
  const byRef = new Map(result.rows.map((r) => [`${r.kind}:${r.id}`, r]));
  return present(
    q,
    appUrl,
    refs.flatMap((r) => byRef.get(`${r.kind}:${r.id}`) ?? []),
  );
}

/**
 * A page of the ranked feed (feed-ranking: picks first, then time-decayed engagement).
 * Offset pagination capped at EXPLORE_FEED_DEPTH_MAX: a ranking moves, and nobody scrolls a
 * thousand items.
 */
export async function exploreFeed(
  q: Queryable,
  rankings: FeedRankings,
  appUrl: string,
  query: { cursor?: string; limit: number; kind?: ExploreKind },
): Promise<ExploreFeedPage> {
  const offset = Math.min(Number(query.cursor ?? 0), EXPLORE_FEED_DEPTH_MAX);
  const limit = Math.min(query.limit, EXPLORE_FEED_DEPTH_MAX - offset);
  if (limit <= 0) return { items: [], nextCursor: null };
  const ranking = await rankings.ranking(q, query.kind ?? 'all');
  const more = ranking.length > offset + limit && offset + limit < EXPLORE_FEED_DEPTH_MAX;
  return {
    items: await readRanked(q, appUrl, ranking.slice(offset, offset + limit), query.kind),
    nextCursor: more ? String(offset + limit) : null,
  };
}

/** Featured: listed with visibility "Publicada", picks first, then newest (feed-ranking). */
export async function exploreFeatured(
  q: Queryable,
  rankings: FeedRankings,
  appUrl: string,
): Promise<ExploreFeedPage> {
  const refs = await rankings.ranking(q, 'featured');
  return { items: await readRanked(q, appUrl, refs), nextCursor: null };
}

/**
 * Portuguese full-text search (`orbita_pt`: Portuguese stemmer over unaccented words, so
 * "publicacao" finds "publicação"), ranked by ts_rank, with a highlighted excerpt.
 */
export async function exploreSearch(
  q: Queryable,
  appUrl: string,
  query: { q: string; limit: number; kind?: ExploreKind },
): Promise<{ items: ExploreSearchHit[] }> {
  const tsq = sql`websearch_to_tsquery('orbita_pt', ${query.q})`;
  const result = await q.execute<ItemRow & { headline: string }>(sql`
    with query as (select ${tsq} as tsq),
    i as (${listedItems(query.kind, {
      search: true,
      // In each branch, against a constant query: the GIN index answers the match.
      pub: sql`and ${publications.search} @@ ${tsq}`,
      page: sql`and ${pages.search} @@ ${tsq}`,
    })}),
    hits as (
      select i.*, ts_rank(i.search, query.tsq) as rank from i, query
      order by rank desc, i.published_at desc, i.id limit ${query.limit}
    )
    select hits.kind, hits.id, hits.workspace_id, hits.title, hits.excerpt, hits.cover, hits.slug,
      hits.published_at, hits.picked_at, hits.visibility,
      (select count(*)::int from explore_reactions r
        where r.kind = hits.kind and r.record_id = hits.id) as reactions,
      ts_headline('orbita_pt',
        regexp_replace(hits.title || '. ' || hits.excerpt || ' ' || left(coalesce(
          case hits.kind when 'publication' then
            (select live_text from publications p where p.id = hits.id)
          else (select live_text from pages g where g.id = hits.id) end, ''), 4000),
          '[\\x01-\\x08]', '', 'g'),
        query.tsq, ${headlineOptions('MaxWords=35, MinWords=12, MaxFragments=2')}
      ) as headline
    from hits, query order by hits.rank desc, hits.published_at desc, hits.id`);
  const items = await present(q, appUrl, result.rows);
  return {
    items: items.map((item, n) => ({
      ...item,
      highlight: highlightHtml(result.rows[n]!.headline),
    })),
  };
}

/** A site's listed items, newest first (its home, sitemap and feeds), at most `limit`. */
export async function siteListing(
  q: Queryable,
  workspaceId: string,
  limit: number,
): Promise<(ItemRow & { updated_at: Date | string })[]> {
  const result = await q.execute<ItemRow & { updated_at: Date | string }>(sql`
    with i as (${listedItems(undefined, {
      pub: sql`and ${publications.workspaceId} = ${workspaceId}`,
      page: sql`and ${pages.workspaceId} = ${workspaceId}`,
    })})
    select i.kind, i.id, i.workspace_id, i.title, i.excerpt, i.cover, i.slug, i.published_at,
      i.picked_at, i.visibility, 0 as reactions, coalesce(i.published_at, now()) as updated_at
    from i order by i.published_at desc nulls last, i.id limit ${limit}`);
  return result.rows;
}
