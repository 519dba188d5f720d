import { CODEX_SEARCH_PAGE, type codexSearchQuerySchema } from '@orbita/contracts/codex';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { headlineOptions, highlightHtml } from '../../platform/db/text-search';
import { inWorkspace, visibleInWorkspace } from '../../platform/scope';
import { codices } from './schema';
import type { Viewer } from './service';

export interface SearchHitRow {
  entryId: string;
  codexId: string;
  codexName: string;
  title: string;
  excerpt: string;
  rank: number;
}

/**
 * Full-text search over the entries of one codex or of every codex of the workspace, in
 * Portuguese (`orbita_pt`: "acao" finds "ação"), `websearch_to_tsquery` syntax. Ranked by
 * `ts_rank_cd` over the weighted vector (title A, body B: a title match outranks a body
 * match); the GIN index on `search` answers the match. The excerpt is `ts_headline` over the
 * first 20,000 characters of the text, escaped, its only tags the matches' `<mark>`s.
 */
export async function searchEntries(
  q: Queryable,
  member: Viewer,
  query: z.output<typeof codexSearchQuerySchema>,
): Promise<{ rows: SearchHitRow[]; nextOffset: number | null }> {
  if (!query.q) return { rows: [], nextOffset: null };
  const result = await q.execute<{
    entry_id: string;
    codex_id: string;
    codex_name: string;
    title: string;
    headline: string;
    rank: number;
  }>(sql`
    with query as (select websearch_to_tsquery('orbita_pt', ${query.q}) as tsq),
    hits as (
      select e.id, e.codex_id, e.title, e.text, e.updated_at,
        ts_rank_cd(e.search, query.tsq) as rank
      from codex_entries e, query
      where e.workspace_id = ${member.workspaceId}
        ${query.codexId ? sql`and e.codex_id = ${query.codexId}` : sql``}
        and e.search @@ query.tsq
        and e.codex_id in (select ${codices.id} from ${codices}
          where ${inWorkspace(codices, member, visibleInWorkspace(member, 'codex', codices.id))})
      order by rank desc, e.updated_at desc, e.id
      limit ${CODEX_SEARCH_PAGE + 1} offset ${query.offset}
    )
    select hits.id as entry_id, hits.codex_id, c.name as codex_name, hits.title,
      hits.rank::float8 as rank,
      ts_headline('orbita_pt',
        regexp_replace(left(hits.text, 20000), '[\\x01-\\x08]', '', 'g'),
        query.tsq, ${headlineOptions('MaxWords=30, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "')}
      ) as headline
    from hits join codices c on c.id = hits.codex_id, query
    order by hits.rank desc, hits.updated_at desc, hits.id`);
  const rows = result.rows.slice(0, CODEX_SEARCH_PAGE).map((r) => ({
    entryId: r.entry_id,
    codexId: r.codex_id,
    codexName: r.codex_name,
    title: r.title,
    excerpt: highlightHtml(r.headline),
    rank: Number(r.rank),
  }));
  return {
    rows,
    nextOffset: result.rows.length > CODEX_SEARCH_PAGE ? query.offset + CODEX_SEARCH_PAGE : null,
  };
}
