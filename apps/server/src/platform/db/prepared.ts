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
