import { EXPLORE_FEED_DEPTH_MAX, type ExploreKind } from '@orbita/contracts/explore';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../platform/db/client';
import { pages, publications } from './sources';
import { listedWhere } from './visibility-sql';

/** One place in the ranking; the page's rows are read fresh (feed-service `exploreFeed`). */
export interface RankedRef {
  kind: ExploreKind;
  id: string;
}

/** How long a ranking serves while nothing listed changes: engagement and time decay lag this much. */
export const FEED_RANKING_TTL_MS = 10_000;
/** How many items the featured list shows. */
export const FEATURED_MAX = 20;

/** What is ranked: the feed (both kinds, or one) or the featured list. */
export type RankingName = ExploreKind | 'all' | 'featured';

/** Both kinds' listed items, only the columns the ranking needs (no text through the union). */
function listedRefs(kind: ExploreKind | undefined, featured = false): SQL {
  const only = (table: typeof publications | typeof pages) =>
    featured ? sql`and ${table.visibility} = 'published'` : sql``;
  const pub = sql`select 'publication'::text as kind, ${publications.id} as id,
      ${publications.publishedAt} as published_at, ${publications.pickedAt} as picked_at
    from ${publications} where ${listedWhere(publications)} ${only(publications)}`;
  const page = sql`select 'page'::text as kind, ${pages.id} as id,
      ${pages.publishedAt} as published_at, ${pages.pickedAt} as picked_at
    from ${pages} where ${listedWhere(pages)} ${only(pages)}`;
  if (kind === 'publication') return pub;
  if (kind === 'page') return page;
  return sql`${pub} union all ${page}`;
}

/**
 * The ranking: editorial picks first (newest pick first), then by time-decayed engagement,
 * score = (1 + views₁₄ + 3·reactions₁₄) / (hours since published + 2)^1.5 (Hacker-News-like
 * gravity), computed in SQL over every listed item, the first `limit` places.
 */
export function rankingSql(kind: ExploreKind | undefined, limit: number): SQL {
  return sql`
    with i as (${listedRefs(kind)}),
    v as (
      select kind, record_id, sum(count)::int as n from explore_views
      where day >= (now() at time zone 'America/Sao_Paulo')::date - 14 group by kind, record_id
    ),
    r as (
      select kind, record_id, count(*)::int as n from explore_reactions
      where created_at >= now() - interval '14 days' group by kind, record_id
    )
    select i.kind, i.id from i
    left join v on v.kind = i.kind and v.record_id = i.id
    left join r on r.kind = i.kind and r.record_id = i.id
    order by i.picked_at desc nulls last,
      -- float8 throughout: numeric power() is arbitrary precision and costs ~50× more.
      (1 + coalesce(v.n, 0) + 3 * coalesce(r.n, 0))::float8
        / power(greatest(extract(epoch from now() - i.published_at)::float8 / 3600, 0) + 2, 1.5::float8) desc,
      i.published_at desc, i.id
    limit ${limit}`;
}

/** Featured: listed with visibility "Publicada", picks first (newest pick first), then newest. */
export function featuredSql(): SQL {
  return sql`
    select i.kind, i.id from (${listedRefs(undefined, true)}) i
    order by i.picked_at desc nulls last, i.published_at desc, i.id limit ${FEATURED_MAX}`;
}

const rankingQuery = (name: RankingName): SQL =>
  name === 'featured'
    ? featuredSql()
    : rankingSql(name === 'all' ? undefined : name, EXPLORE_FEED_DEPTH_MAX + 1);

/**
 * Ranking every listed item costs a scan of all of them (~190 ms over 100,000 publications,
 * ~50 ms for the featured list): per request, it made the feed answer 10 requests a second.
 * So one ranking (the feed's first EXPLORE_FEED_DEPTH_MAX + 1 places, or the featured list;
 * ids only) serves every reader for FEED_RANKING_TTL_MS, computed once however many ask at
 * the same time (lru-cache's fetch shares the promise). It is keyed by the
 * `explore_listing_version` sequence, which migration 0047's triggers advance whenever what
 * may be listed or its place changes (publishing, visibility, hiding, picks), so a new or
 * withdrawn item shows on the very next read, on every instance; views and reactions move
 * feed places within the TTL (the featured list depends on neither). Each read still
 * re-checks its page's rows with `listedWhere` (feed-service `readRanked`). One cache per
 * app instance, made by the routes' plugin.
 */
export function feedRankings(ttlMs = FEED_RANKING_TTL_MS) {
  const cache = new LRUCache<string, RankedRef[], Queryable>({
    max: 16,
    ttl: ttlMs,
    fetchMethod: async (key, _stale, { context }) => {
      const name = key.split(':')[0] as RankingName;
      const result = await context.execute<{ kind: ExploreKind; id: string }>(rankingQuery(name));
      return result.rows.map((r) => ({ kind: r.kind, id: r.id }));
    },
  });
  return {
    async ranking(q: Queryable, name: RankingName): Promise<RankedRef[]> {
      const version = await q.execute<{ v: string }>(
        sql`select last_value::text || ':' || is_called::text as v from explore_listing_version`,
      );
      const ranked = await cache.fetch(`${name}:${version.rows[0]!.v}`, { context: q });
      return ranked ?? [];
    },
  };
}
export type FeedRankings = ReturnType<typeof feedRankings>;
