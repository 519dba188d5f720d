import {
  taskStatuses,
  type TaskPage,
  type TaskTotals,
  type taskFilterQuerySchema,
  type taskListQuerySchema,
} from '@orbita/contracts';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../platform/db/client';
import { preparedByName, prepareSelect } from '../../../platform/db/prepared';
import { findVisibleInWorkspace, inWorkspace, type MemberContext } from '../../../platform/scope';
import { compileFormulas } from '../lists/formulas';
import { formulaSql } from '../lists/formula-sql';
import { flowLists } from '../lists/schema';
import { listNotFound } from '../lists/service';
import { decodeCursor, encodeCursor, type CursorValues } from '../../../platform/http/cursor';
import { presentListTasks, taskExtrasSql, type TaskRow } from './presenter';
import { flowTaskAssignees, flowTasks } from './schema';

type Ctx = Pick<MemberContext, 'workspaceId' | 'userId'> & { role?: MemberContext['role'] };
type Filters = z.output<typeof taskFilterQuerySchema>;
type ListQuery = z.output<typeof taskListQuerySchema>;

/** `%` and `_` typed by a person are text, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions of the filters; archived tasks only when asked for by status. */
function filterConditions(listId: string, f: Filters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(flowTasks.listId, listId),
    // By position (status_rank): the index (list, status_rank, rank) then serves a column directly.
    f.status?.length
      ? inArray(
          flowTasks.statusRank,
          f.status.map((s) => taskStatuses.indexOf(s)),
        )
      : ne(flowTasks.statusRank, taskStatuses.indexOf('archived')),
    f.priority?.length ? inArray(flowTasks.priority, f.priority) : undefined,
    f.tag?.length ? arrayContains(flowTasks.tags, f.tag) : undefined,
    f.next ? eq(flowTasks.next, f.next === 'true') : undefined,
    f.waiting ? eq(flowTasks.waiting, f.waiting === 'true') : undefined,
    f.q
      ? or(ilike(flowTasks.title, likeText(f.q)), ilike(flowTasks.code, likeText(f.q)))
      : undefined,
    f.assignee
      ? sql`exists (select 1 from ${flowTaskAssignees} where ${flowTaskAssignees.taskId} = ${flowTasks.id} and ${flowTaskAssignees.userId} = ${f.assignee})`
      : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * Each sort as a tuple of expressions, unique within a list (so keyset pages never skip or
 * repeat), with how to read the tuple from a row and the cursor's value kinds. Each matches
 * an index of flow_tasks.
 */
const sorts = {
  order: {
    exprs: [sql`${flowTasks.statusRank}`, sql`${flowTasks.rank}`],
    values: (r: TaskRow): CursorValues => [r.statusRank ?? taskStatuses.indexOf(r.status), r.rank],
    kinds: ['number', 'string'],
    casts: [(v: unknown) => sql`${v}::smallint`, (v: unknown) => sql`${v}::text collate "C"`],
  },
  due: {
    exprs: [sql`coalesce(${flowTasks.dueAt}, 'infinity'::timestamptz)`, sql`${flowTasks.number}`],
    values: (r: TaskRow): CursorValues => [r.dueAt ? r.dueAt.toISOString() : 'infinity', r.number],
    kinds: ['instant-or-infinity', 'number'],
    casts: [(v: unknown) => sql`${v}::timestamptz`, (v: unknown) => sql`${v}::int`],
  },
  priority: {
    exprs: [sql`${flowTasks.priorityRank}`, sql`${flowTasks.number}`],
    values: (r: TaskRow): CursorValues => [r.priorityRank ?? 0, r.number],
    kinds: ['number', 'number'],
    casts: [(v: unknown) => sql`${v}::smallint`, (v: unknown) => sql`${v}::int`],
  },
  code: {
    exprs: [sql`${flowTasks.number}`],
    values: (r: TaskRow): CursorValues => [r.number],
    kinds: ['number'],
    casts: [(v: unknown) => sql`${v}::int`],
  },
  created: {
    exprs: [sql`${flowTasks.createdAt}`, sql`${flowTasks.number}`],
    values: (r: TaskRow): CursorValues => [r.createdAt.toISOString(), r.number],
    kinds: ['instant', 'number'],
    casts: [(v: unknown) => sql`${v}::timestamptz`, (v: unknown) => sql`${v}::int`],
  },
} as const;

export async function listTasks(
  db: Database,
  ctx: Ctx,
  listId: string,
  query: ListQuery,
): Promise<TaskPage> {
  const list = await findVisibleInWorkspace(db, flowLists, ctx, 'lista', listId, listNotFound);
  const sort = sorts[query.sort];
  const cursor = query.cursor ? decodeCursor(query.cursor, sort.kinds) : null;
  const rows = isUnfiltered(query)
    ? await preparedPage(db, query, cursor !== null).execute({
        listId,
        statusRanks: query.status?.map((s) => taskStatuses.indexOf(s)) ?? [],
        limit: query.limit + 1,
        ...Object.fromEntries((cursor ?? []).map((v, i) => [`c${i}`, v])),
      })
    : await filteredPage(db, listId, query, cursor);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: presentListTasks(page, list),
    nextCursor: rows.length > query.limit && last ? encodeCursor(sort.values(last)) : null,
  };
}

/**
 * A page's rows with their extras in the same query: the assignees (`taskExtrasSql`) and the
 * counts the triggers keep on the row (migration 0048).
 */
const pageColumns = () => ({
  ...getTableColumns(flowTasks),
  assignees: taskExtrasSql(sql`${flowTasks.id}`).assignees,
  done: flowTasks.checklistDone,
  total: flowTasks.checklistTotal,
  comments: flowTasks.commentCount,
});

/** The keyset condition: the sort's tuple after (or before) the cursor's values. */
function afterCursor(query: ListQuery, values: readonly unknown[]): SQL {
  const sort = sorts[query.sort];
  const op = query.dir === 'asc' ? sql`>` : sql`<`;
  return sql`(${sql.join([...sort.exprs], sql`, `)}) ${op} (${sql.join(
    values.map((v, i) => sort.casts[i]!(v)),
    sql`, `,
  )})`;
}

const orderOf = (query: ListQuery) =>
  sorts[query.sort].exprs.map((e) => (query.dir === 'asc' ? asc(e) : desc(e)));

/** A page's query, without its limit: the rows with their extras, in the sort's order. */
const pageQuery = (db: Database, query: ListQuery, conditions: SQL[]) =>
  db
    .select(pageColumns())
    .from(flowTasks)
    .where(and(...conditions))
    .orderBy(...orderOf(query));

async function filteredPage(
  db: Database,
  listId: string,
  query: ListQuery,
  cursor: CursorValues | null,
) {
  const conditions = filterConditions(listId, query);
  if (cursor) conditions.push(afterCursor(query, cursor));
  return pageQuery(db, query, conditions).limit(query.limit + 1);
}

/** No filter but the statuses: what the table and the kanban's columns open with. */
const isUnfiltered = (f: Filters) =>
  !f.priority?.length && !f.tag?.length && !f.next && !f.waiting && !f.q && !f.assignee;

/**
 * Unfiltered pages as prepared statements (issue 26: building the query was about a tenth
 * of a list request's CPU), one per sort × direction × cursor × statuses: at most 40 per
 * connection, whatever the requests. Filtered pages are built per request, so no request
 * can make the server keep an unbounded number of statements. The statuses are the same
 * condition as `filterConditions`' in placeholder form.
 */
const preparedPages = preparedByName<PreparedPage>();
type PreparedPage = ReturnType<typeof preparePage>;

function preparedPage(db: Database, query: ListQuery, hasCursor: boolean): PreparedPage {
  const withStatuses = !!query.status?.length;
  const name = `orbita_tasks_${query.sort}_${query.dir}_${hasCursor ? 'c' : 'f'}_${withStatuses ? 's' : 'a'}`;
  return preparedPages(db, name, () => preparePage(db, query, hasCursor, withStatuses, name));
}

function preparePage(
  db: Database,
  query: ListQuery,
  hasCursor: boolean,
  withStatuses: boolean,
  name: string,
) {
  const cursor = sorts[query.sort].kinds.map((_, i) => sql.placeholder(`c${i}`));
  const conditions = [
    eq(flowTasks.listId, sql.placeholder('listId')),
    withStatuses
      ? sql`${flowTasks.statusRank} = any(${sql.placeholder('statusRanks')}::smallint[])`
      : ne(flowTasks.statusRank, taskStatuses.indexOf('archived')),
    ...(hasCursor ? [afterCursor(query, cursor)] : []),
  ];
  return prepareSelect(pageQuery(db, query, conditions).limit(sql.placeholder('limit')), name);
}

const fieldSql = (key: string) => sql`(${flowTasks.fieldValues} ->> ${key})::float8`;

/** Per status column (and overall): count and sums of each field and formula, in one query. */
export async function taskTotals(
  q: Queryable,
  ctx: Ctx,
  listId: string,
  filters: Filters,
): Promise<TaskTotals> {
  const list = await findVisibleInWorkspace(q, flowLists, ctx, 'lista', listId, listNotFound);
  const formulas = compileFormulas(list.fields, list.formulas);
  const sums = [
    ...list.fields.map((f) => ({ kind: 'fields' as const, key: f.key, expr: fieldSql(f.key) })),
    ...formulas.map((f) => ({
      kind: 'formulas' as const,
      key: f.key,
      expr: formulaSql(f.ast, fieldSql),
    })),
  ];
  const selection = sums.map(
    (s, i) => sql`coalesce(sum(${s.expr}), 0)::float8 as ${sql.identifier(`s${i}`)}`,
  );
  const result = await q.execute<Record<string, number | string | null>>(sql`
    select ${flowTasks.status} as status, count(*)::int as n${selection.length ? sql`, ${sql.join(selection, sql`, `)}` : sql``}
    from ${flowTasks}
    where ${and(inWorkspace(flowTasks, ctx), ...filterConditions(listId, filters))}
    group by ${flowTasks.status}`);

  const blank = () => ({
    count: 0,
    fields: {} as Record<string, number>,
    formulas: {} as Record<string, number>,
  });
  const all = blank();
  for (const s of sums) all[s.kind][s.key] = 0;
  const byStatus = new Map<string, ReturnType<typeof blank>>();
  for (const row of result.rows) {
    const column = blank();
    column.count = Number(row.n);
    all.count += column.count;
    sums.forEach((s, i) => {
      const value = Number(row[`s${i}`] ?? 0);
      column[s.kind][s.key] = value;
      all[s.kind][s.key] = (all[s.kind][s.key] ?? 0) + value;
    });
    byStatus.set(String(row.status), column);
  }
  const columns = taskStatuses.map((status) => {
    const column = byStatus.get(status) ?? blank();
    if (!byStatus.has(status)) for (const s of sums) column[s.kind][s.key] = 0;
    return { status, ...column };
  });
  return { columns, all };
}
