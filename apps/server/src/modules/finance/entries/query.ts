import type { Entry, EntryFilters } from '@orbita/contracts/finance';
import { desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { inWorkspace } from '../../../platform/scope';
import { financeEntries } from '../schema';
import { presentEntry } from './presenter';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of an entry filter (also used by the CSV export and the reports). */
export function entryConditions(filters: EntryFilters): (SQL | undefined)[] {
  const e = financeEntries;
  return [
    filters.from ? gte(e.occurredOn, filters.from) : undefined,
    filters.to ? lte(e.occurredOn, filters.to) : undefined,
    filters.boxId ? eq(e.boxId, filters.boxId) : undefined,
    filters.categoryId ? eq(e.categoryId, filters.categoryId) : undefined,
    filters.tag ? sql`${e.tags} @> array[${filters.tag}]::text[]` : undefined,
    filters.type ? eq(e.type, filters.type) : undefined,
    filters.status ? eq(e.status, filters.status) : undefined,
    filters.q ? sql`${e.description} ilike ${`%${escapeLike(filters.q)}%`}` : undefined,
  ];
}

/**
 * A page of entries, newest first (date desc, id desc) — a keyset walk over the
 * (workspace_id, occurred_on desc, id desc) index, as fast on page 1000 as on page 1.
 */
export async function listEntries(
  q: Queryable,
  ws: { workspaceId: string },
  query: EntryFilters & { cursor?: string; limit: number },
): Promise<{ items: Entry[]; nextCursor: string | null }> {
  const e = financeEntries;
  const after = query.cursor ? decodeCursor(query.cursor, ['day', 'uuid']) : undefined;
  const rows = await q
    .select()
    .from(e)
    .where(
      inWorkspace(
        e,
        ws,
        ...entryConditions(query),
        after
          ? sql`(${e.occurredOn}, ${e.id}) < (${after[0]}::date, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(e.occurredOn), desc(e.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(presentEntry),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.occurredOn, last.id]) : null,
  };
}
