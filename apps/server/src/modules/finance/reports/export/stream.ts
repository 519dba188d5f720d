import type { EntryFilters, EntryStatus, EntryType } from '@orbita/contracts/finance';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../../platform/db/client';
import { inWorkspace } from '../../../../platform/scope';
import { entryConditions } from '../../entries/query';
import { financeEntries } from '../../schema';
import { BOM, headerLine, rowLine } from './csv-format';

/**
 * The entries of a filter as CSV text, page by page: each page is one keyset query on
 * (workspace_id, occurred_on desc, id desc), so a million rows stream through a few
 * thousand at a time and the next page is read only when the client took the last one.
 */
export const EXPORT_PAGE = 2000;

type Row = {
  id: string;
  occurred_on: string;
  description: string;
  category: string | null;
  box: string;
  type: EntryType;
  value: string;
  status: EntryStatus;
  tags: string[];
};

/** The same filters as GET /entries (entries/query), so the file holds what the list shows. */
export function exportWhere(workspaceId: string, filters: EntryFilters): SQL {
  return inWorkspace(financeEntries, { workspaceId }, ...entryConditions(filters));
}

export async function* exportLines(db: Database, where: SQL): AsyncGenerator<string> {
  yield BOM + headerLine();
  let after: { day: string; id: string } | null = null;
  for (;;) {
    const e = financeEntries;
    const cursor: SQL | undefined = after
      ? sql`(${e.occurredOn}, ${e.id}) < (${after.day}::date, ${after.id}::uuid)`
      : undefined;
    // Entries unaliased: the shared filter conditions name the table's own columns.
    const { rows }: { rows: Row[] } = await db.execute<Row>(sql`
      select ${e.id} as id, to_char(${e.occurredOn}, 'YYYY-MM-DD') as occurred_on, ${e.description} as description, ${e.type} as type,
        ${e.value}::text as value, ${e.status} as status, ${e.tags} as tags,
        b.name as box, case when p.id is null then c.name else p.name || ' › ' || c.name end as category
      from ${e}
      join finance_boxes b on b.id = ${e.boxId}
      left join finance_categories c on c.id = ${e.categoryId}
      left join finance_categories p on p.id = c.parent_id
      where ${and(where, cursor)}
      order by ${e.occurredOn} desc, ${e.id} desc
      limit ${EXPORT_PAGE}`);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        rowLine({
          date: r.occurred_on,
          description: r.description,
          category: r.category ?? '',
          box: r.box,
          type: r.type,
          value: Number(r.value),
          status: r.status,
          tags: r.tags,
        }),
      )
      .join('');
    if (rows.length < EXPORT_PAGE) return;
    const last: Row = rows[rows.length - 1]!;
    after = { day: last.occurred_on, id: last.id };
  }
}
