import { Column, is, SQL, Subquery } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Prepared statements for a hot query (issue 26), built once per database handle: the query
 * builder's work (16–23 % of `auth/app`'s CPU in the bench's profile) happens
 * once instead of on every request, and PostgreSQL plans the statement once per connection.
 * Keyed by handle because tests and the bench run several apps, each with its own pool.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * A family of prepared statements told apart by name (one per sort, per table…), each built
 * on first use and kept per database handle. The caller's names must come from a bounded set
 * (code, schema), never from a request, so no request can make a connection keep an
 * unbounded number of statements.
 */
export function preparedByName<T>(): (db: Database, name: string, prepare: () => T) => T {
  const families = preparedPerDatabase(() => new Map<string, T>());
  return (db, name, prepare) => {
    const family = families(db);
    let prepared = family.get(name);
    if (prepared === undefined) {
      prepared = prepare();
      family.set(name, prepared);
    }
    return prepared;
  };
}

interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/**
 * What drizzle-orm 0.45's node-postgres prepared select keeps (NodePgPreparedQuery): its
 * selected fields in column order, which joined tables may come back as null, and the hook
 * it calls instead of its own per-row mapping. prepared.test.ts checks the hook is
 * installed and that both mappings agree, so an upgrade that moves these fails there, not in production.
 */
interface DrizzlePreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

function decoderOf(field: unknown): Decoder {
  // `decoder` is marked internal in drizzle's types; it is what its own mapping reads.
  const ofSql = (q: SQL) => (q as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return ofSql(field);
  if (is(field, Subquery)) return ofSql((field._ as unknown as { sql: SQL }).sql);
  if (is(field, SQL.Aliased)) return ofSql(field.sql);
  throw new Error('prepareSelect: campo selecionado de tipo desconhecido');
}

/**
 * Rows → objects with each column's decoder looked up ONCE per statement. drizzle's own
 * mapping (mapResultRow) re-derives every column's decoder on every row, through `is()`
 * class checks, an iterator and a closure per field: with 50 tasks of ~35 columns it was
 * 15 % of a list request's CPU in the bench's profile (issue 26). Same objects out.
 */
export function compileRowMapper(
  fields: SelectedField[],
): (rows: unknown[][]) => Record<string, unknown>[] {
  // A column whose decoder hands the driver's value back as it is (text, uuid, boolean…)
  // is copied without a call: most of a task's columns.
  const identity = (Column.prototype as Decoder).mapFromDriverValue;
  const decoders = fields.map(({ field }) => {
    const decoder = decoderOf(field);
    return decoder.mapFromDriverValue === identity ? null : decoder;
  });
  const paths = fields.map(({ path }) => path);
  const flat = paths.every((p) => p.length === 1);
  const keys = paths.map((p) => p[0]!);
  const n = fields.length;
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const raw = row[i];
        const decoder = decoders[i];
        const value = raw === null || !decoder ? raw : decoder.mapFromDriverValue(raw);
        if (flat) out[keys[i]!] = value;
        else {
          let node = out;
          const path = paths[i]!;
          for (let j = 0; j < path.length - 1; j++)
            node = (node[path[j]!] ??= {}) as Record<string, unknown>;
          node[path.at(-1)!] = value;
        }
      }
      return out;
    });
}

/**
 * `query.prepare(name)` for a hot select, with rows mapped by `compileRowMapper`. A select
 * with an outer join keeps drizzle's mapping: only drizzle turns a missing joined row's
 * all-null columns into null.
 */
export function prepareSelect<Q>(query: { prepare(name: string): Q }, name: string): Q {
  const prepared = query.prepare(name);
  const internals = prepared as DrizzlePreparedSelect;
  const outerJoined = Object.values(internals.joinsNotNullableMap ?? {}).some((v) => !v);
  if (internals.fields && !internals.customResultMapper && !outerJoined)
    internals.customResultMapper = compileRowMapper(internals.fields);
  return prepared;
}
