import type {
  DomainEventName,
  RecordKind,
  RecordRef,
  ResolvedRecord,
  Role,
} from '@orbita/contracts';
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import type { ServerModule } from '../module';
import { visibleInWorkspace, type WorkspaceTable } from '../scope';

/**
 * One kind of linkable record, as its module declares it in the manifest (`locatable`):
 * the table (with `id` and `workspaceId`), its title column, the web path that opens one
 * (`{id}` and every `{name}` of `pathColumns` are filled in from the row, e.g.
 * `/flow/lista/{listId}?tarefa={id}`), and the domain events that mean "one was deleted"
 * (empty when it has none: a merge or a cascade removes rows without an event — consumers
 * that must never dangle watch the table itself, see the nexos module's triggers).
 */
export interface RecordKindSpec {
  table: WorkspaceTable;
  title: PgColumn;
  path: string;
  pathColumns?: Readonly<Record<string, PgColumn>>;
  deleted: readonly DomainEventName[];
  /**
   * A kind a hub does not hold itself but through its container (a task through its list):
   * the container's kind and the column naming it, so a restricted hub narrows the record
   * with its container (`visibleInWorkspace` on that column). Absent: the record itself.
   */
  narrowedBy?: { kind: RecordKind; column: PgColumn };
}

/**
 * The condition under which a person sees records of a kind (`visibleInWorkspace`, on the
 * kind itself or on its container, `narrowedBy`): the registry and the locate lookup use it.
 */
export function visibleRecordWhere(
  member: Parameters<typeof visibleInWorkspace>[0],
  kind: RecordKind,
  spec: RecordKindSpec,
): SQL | undefined {
  const by = spec.narrowedBy;
  return by
    ? visibleInWorkspace(member, by.kind, by.column)
    : visibleInWorkspace(member, kind, spec.table.id);
}

/**
 * Who is asking, when a person is: a record a restricted hub narrows away from them (and a
 * restricted hub they are not in) is then missing (`visibleInWorkspace`). Without a viewer
 * the registry answers for the workspace as a whole (kernel checks, e.g. "does it exist").
 */
export interface RecordViewer {
  userId: string;
  role?: Role;
}

/** Most refs one call resolves (callers page their own lists well below it). */
export const RESOLVE_MAX = 1000;
/** Most records one search answers. */
export const SEARCH_MAX = 50;

/**
 * THE registry of linkable records (kinds in packages/contracts/src/workspaces/locate.ts),
 * built once per app from the manifest and handed out as `app.records`. Platform code never
 * imports a module: modules declare, the app collects, anyone resolves.
 *
 *   const [task] = await app.records.resolve(tx, ctx.workspaceId, [{ kind: 'tarefa', id }]);
 *   // → { kind, id, exists, title, path } — another workspace's record is `exists: false`
 *
 * `resolve` runs one query per kind asked, scoped by workspace; `search` finds records of
 * one kind by title (case-insensitive substring, bounded).
 */
export class RecordRegistry {
  private readonly specs: ReadonlyMap<RecordKind, RecordKindSpec>;

  constructor(specs: ReadonlyMap<RecordKind, RecordKindSpec>) {
    this.specs = specs;
  }

  /** The declared spec of a kind (undefined for a reserved kind no module declares yet). */
  get(kind: RecordKind): RecordKindSpec | undefined {
    return this.specs.get(kind);
  }

  /** Every declared kind with its spec. */
  entries(): [RecordKind, RecordKindSpec][] {
    return [...this.specs.entries()];
  }

  /**
   * Resolves refs in the given order (duplicates answered alike); missing = exists false.
   * `lock`: inside a transaction that is about to store a reference, holds a key-share lock
   * on the rows found, so none can be deleted before that reference commits (a delete
   * waits, then its triggers/handlers see the new reference).
   */
  async resolve(
    q: Queryable,
    workspaceId: string,
    refs: readonly RecordRef[],
    { lock = false, viewer }: { lock?: boolean; viewer?: RecordViewer } = {},
  ): Promise<ResolvedRecord[]> {
    if (refs.length > RESOLVE_MAX) throw new Error(`resolveRecords: more than ${RESOLVE_MAX} refs`);
    const byKind = new Map<RecordKind, Set<string>>();
    for (const ref of refs) {
      const ids = byKind.get(ref.kind) ?? new Set<string>();
      ids.add(ref.id);
      byKind.set(ref.kind, ids);
    }
    const found = new Map<string, { title: string; path: string }>();
    for (const [kind, ids] of byKind) {
      const spec = this.specs.get(kind);
      if (!spec) continue;
      const rows = await selectRows(
        q,
        spec,
        workspaceId,
        and(inArray(spec.table.id, [...ids]), visibleTo(viewer, workspaceId, kind, spec)),
        undefined,
        lock,
      );
      for (const row of rows) found.set(`${kind}:${row.id}`, present(spec, row));
    }
    return refs.map((ref) => {
      const hit = found.get(`${ref.kind}:${ref.id}`);
      return {
        kind: ref.kind,
        id: ref.id,
        exists: Boolean(hit),
        title: hit?.title ?? null,
        path: hit?.path ?? null,
      };
    });
  }

  /** Whether one record exists in the workspace. */
  async exists(q: Queryable, workspaceId: string, ref: RecordRef): Promise<boolean> {
    const [resolved] = await this.resolve(q, workspaceId, [ref]);
    return Boolean(resolved?.exists);
  }

  /** Records of one kind whose title contains `text` (empty: the first ones by title). */
  async search(
    q: Queryable,
    workspaceId: string,
    kind: RecordKind,
    text: string,
    limit = 20,
    { viewer }: { viewer?: RecordViewer } = {},
  ): Promise<ResolvedRecord[]> {
    const spec = this.specs.get(kind);
    if (!spec) return [];
    const trimmed = text.trim();
    const rows = await selectRows(
      q,
      spec,
      workspaceId,
      and(
        trimmed ? ilike(spec.title, `%${escapeLike(trimmed)}%`) : undefined,
        visibleTo(viewer, workspaceId, kind, spec),
      ),
      Math.min(Math.max(1, limit), SEARCH_MAX),
    );
    return rows.map((row) => ({ kind, id: row.id, exists: true, ...present(spec, row) }));
  }
}

type Row = { id: string; title: string } & Record<string, unknown>;

function visibleTo(
  viewer: RecordViewer | undefined,
  workspaceId: string,
  kind: RecordKind,
  spec: RecordKindSpec,
): SQL | undefined {
  return viewer ? visibleRecordWhere({ ...viewer, workspaceId }, kind, spec) : undefined;
}

async function selectRows(
  q: Queryable,
  spec: RecordKindSpec,
  workspaceId: string,
  condition: SQL | undefined,
  limit?: number,
  lock = false,
): Promise<Row[]> {
  const query = q
    .select({ id: spec.table.id, title: spec.title, ...spec.pathColumns })
    .from(spec.table as PgTable)
    .where(and(eq(spec.table.workspaceId, workspaceId), condition))
    .orderBy(asc(spec.title), asc(spec.table.id))
    .$dynamic();
  if (limit) query.limit(limit);
  if (lock) query.for('key share');
  return (await query) as Row[];
}

function present(spec: RecordKindSpec, row: Row): { title: string; path: string } {
  const path = spec.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(row[name] ?? '')),
  );
  return { title: row.title, path };
}

/** `%` and `_` typed by a person are literal characters, not patterns. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Collects every module's declared kinds; a kind claimed twice is a manifest mistake. */
export function collectRecordKinds(modules: readonly ServerModule[]): RecordRegistry {
  const found = new Map<RecordKind, RecordKindSpec>();
  for (const module of modules)
    for (const [kind, spec] of Object.entries(module.locatable ?? {}) as [
      RecordKind,
      RecordKindSpec,
    ][]) {
      if (found.has(kind)) throw new Error(`Record kind "${kind}" declared twice (${module.name})`);
      found.set(kind, spec);
    }
  return new RecordRegistry(found);
}
