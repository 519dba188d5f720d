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
