import { CONFLICT_MESSAGE, versionConflictCode } from '@orbita/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AppError } from '../errors';
import type { Tx } from './client';

/**
 * Optimistic concurrency (contracts' platform/concurrency.ts): a record's `version` is 1 at
 * creation and +1 per edit. An edit that names the version it was made on is applied only if
 * the record is still at that version; otherwise it answers 409 with the record as it is now,
 * and the person decides (reapply or discard) instead of silently overwriting someone else.
 */

/** A table with the `version integer not null default 1` column. */
export type VersionedTable = PgTable & { version: PgColumn };

/**
 * The 409 of a stale edit. `row` is the raw current row (never sent: columns may be
 * internal); `current` is that record as the route presents it, set by `withCurrentOnConflict`.
 */
export class VersionConflict extends AppError {
  current: unknown;
  constructor(readonly row: unknown) {
    super(409, versionConflictCode, CONFLICT_MESSAGE);
  }
  override toJSON() {
    return { ...super.toJSON(), ...(this.current === undefined ? {} : { current: this.current }) };
  }
}

/** The set-clause part of any other write that changes a versioned record (moves, reorders). */
export const bumpVersion = (table: VersionedTable) => ({
  version: sql`${table.version} + 1`,
});

/**
 * For a service that already holds the row lock (`select … for update`) and does other work
 * before its update: refuse a stale edit before doing any of it.
 */
export function assertVersion(row: { version: number }, expected: number | undefined): void {
  if (expected !== undefined && row.version !== expected) throw new VersionConflict(row);
}

/**
 * THE versioned update: `values` plus `version + 1` on the row(s) `where` picks, applied only
 * when `expected` is undefined (no version sent: last write wins, as before) or equals the
 * row's version. The check is in the UPDATE's WHERE, so two edits made on the same version
 * cannot both pass: PostgreSQL re-reads the row after the first commits, and the second
 * finds version + 1. A stale one throws `VersionConflict`; no row at all, not found.
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
  expected: number | undefined,
  values: PgUpdateSetSource<T>,
  notFoundMessage?: string,
): Promise<T['$inferSelect']> {
  const guarded = expected === undefined ? where : and(where, eq(table.version, expected));
  const update = tx
    .update(table as PgTable)
    .set({ ...values, ...bumpVersion(table) } as PgUpdateSetSource<PgTable>)
    .where(guarded);
  const [row] = (await update.returning()) as T['$inferSelect'][];
  if (row) return row;
  const [current] = await tx
    .select()
    .from(table as PgTable)
    .where(where);
  if (!current) throw AppError.notFound(notFoundMessage);
  throw new VersionConflict(current);
}

/**
 * Runs an edit; when it meets a stale version, the 409 carries `current()` (the record as the
 * route's GET presents it, read after the edit's transaction rolled back) so the client can
 * show the newer values next to the person's own.
 */
export async function withCurrentOnConflict<T>(
  edit: () => Promise<T>,
  current: () => Promise<unknown>,
): Promise<T> {
  try {
    return await edit();
  } catch (error) {
    if (error instanceof VersionConflict) error.current = await current().catch(() => undefined);
    throw error;
  }
}
