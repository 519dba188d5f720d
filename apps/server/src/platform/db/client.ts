import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from '../../db/schema';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;
/** A transaction handle; services take this so every write runs inside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the pool-backed database or a transaction: reads accept both. */
export type Queryable = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Set by the server build (apps/server/build.mjs), which copies the migrations beside its bundle. */
declare const ORBITA_BUNDLED_MIGRATIONS: string | undefined;

const migrationsFolder = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  typeof ORBITA_BUNDLED_MIGRATIONS === 'string' ? ORBITA_BUNDLED_MIGRATIONS : '../../db/migrations',
);

export function connectDatabase(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

/** Applies the committed drizzle-kit migrations; safe to run on every start. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
