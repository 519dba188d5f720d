import type { Entry, EntryFilters } from '@orbita/contracts/finance';
import { desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../../platform/db/client';
import { preparedByName, prepareSelect } from '../../../platform/db/prepared';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import { inWorkspace } from '../../../platform/scope';
import { financeEntries } from '../schema';
import { presentEntry, type EntryRow } from './presenter';

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

/** The newest-first order: a keyset walk over the (workspace_id, occurred_on desc, id desc) index. */
const newestFirst = [desc(financeEntries.occurredOn), desc(financeEntries.id)];
const afterCursor = (day: unknown, id: unknown) =>
  sql`(${financeEntries.occurredOn}, ${financeEntries.id}) < (${day}::date, ${id}::uuid)`;

/**
 * The entries screen opens unfiltered and scrolls on (entries-tab's filters start empty):
 * those pages are prepared statements, one without and one with a cursor (issue 26: building
 * the query was a fifth of the request's CPU in the bench's profile). A filtered page is
 * built per request, so no request can make a connection keep more statements. Inside a
 * transaction the page is built too: a statement prepared on the pool would run outside it.
 */
const preparedPages = preparedByName<ReturnType<typeof preparePage>>();

function preparePage(db: Database, withCursor: boolean, name: string) {
  return prepareSelect(
    db
      .select()
      .from(financeEntries)
      .where(
        inWorkspace(
          financeEntries,
          { workspaceId: sql.placeholder('workspaceId') },
          withCursor ? afterCursor(sql.placeholder('day'), sql.placeholder('id')) : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit')),
    name,
  );
}

const isUnfiltered = (f: EntryFilters) => entryConditions(f).every((c) => c === undefined);

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
  let rows: EntryRow[];
  if (!(q instanceof PgTransaction) && isUnfiltered(query)) {
    const name = after ? 'orbita_entries_page_c' : 'orbita_entries_page_f';
    rows = await preparedPages(q, name, () => preparePage(q, !!after, name)).execute({
      workspaceId: ws.workspaceId,
      limit: query.limit + 1,
      day: after?.[0],
      id: after?.[1],
    });
  } else {
    rows = await q
      .select()
      .from(e)
      .where(
        inWorkspace(
          e,
          ws,
          ...entryConditions(query),
          after ? afterCursor(after[0], after[1]) : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(query.limit + 1);
  }
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(presentEntry),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.occurredOn, last.id]) : null,
  };
}
