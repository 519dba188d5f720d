import { generateKeyBetween } from 'fractional-indexing';
import { and, asc, desc, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';

/**
 * Fractional ordering keys: a record placed between two neighbours gets a key between
 * theirs, so a move writes one row. Callers hold a lock on the parent (list, task,
 * process) while placing, so two moves never compute from the same neighbours.
 */
export interface Column {
  /** The table, its id and rank columns, and the condition selecting the column/group. */
  table: PgTable;
  id: PgColumn;
  rank: PgColumn;
  scope: SQL;
}

export interface Placement {
  afterId?: string | null;
  beforeId?: string | null;
}

export const staleOrder = () =>
  AppError.conflict('A ordem mudou enquanto você arrastava. Recarregue e tente de novo.');

async function rankOf(q: Queryable, column: Column, id: string): Promise<string> {
  const [row] = await q
    .select({ rank: column.rank })
    .from(column.table)
    .where(and(column.scope, eq(column.id, id)))
    .limit(1);
  if (!row)
    throw AppError.conflict(
      'O vizinho informado não está nesta coluna. Recarregue e tente de novo.',
    );
  return row.rank as string;
}

async function neighbour(
  q: Queryable,
  column: Column,
  direction: 'after' | 'before',
  pivot: string | null,
  movingId?: string,
): Promise<string | null> {
  const conditions: (SQL | undefined)[] = [
    column.scope,
    movingId ? ne(column.id, movingId) : undefined,
  ];
  if (pivot !== null)
    conditions.push(direction === 'after' ? gt(column.rank, pivot) : lt(column.rank, pivot));
  const [row] = await q
    .select({ rank: column.rank })
    .from(column.table)
    .where(and(...conditions))
    .orderBy(direction === 'after' ? asc(column.rank) : desc(column.rank))
    .limit(1);
  return (row?.rank as string | undefined) ?? null;
}

/**
 * The key for a record placed in `column` between `afterId` (above) and `beforeId` (below);
 * with neither, last. `movingId` is the record being moved (never its own neighbour).
 */
export async function placeInColumn(
  q: Queryable,
  column: Column,
  placement: Placement,
  movingId?: string,
): Promise<string> {
  const { afterId, beforeId } = placement;
  if (movingId && (afterId === movingId || beforeId === movingId)) {
    throw AppError.validation('Um registro não pode ser vizinho de si mesmo.');
  }
  let above: string | null;
  let below: string | null;
  if (afterId && beforeId) {
    above = await rankOf(q, column, afterId);
    below = await rankOf(q, column, beforeId);
  } else if (afterId) {
    above = await rankOf(q, column, afterId);
    below = await neighbour(q, column, 'after', above, movingId);
  } else if (beforeId) {
    below = await rankOf(q, column, beforeId);
    above = await neighbour(q, column, 'before', below, movingId);
  } else {
    above = await neighbour(q, column, 'before', null, movingId);
    below = null;
  }
  if (above !== null && below !== null && above >= below) throw staleOrder();
  return generateKeyBetween(above, below);
}

/** The first key of an empty group, then each next one: for records created in bulk (templates). */
export function keysInOrder(count: number): string[] {
  const keys: string[] = [];
  let last: string | null = null;
  for (let i = 0; i < count; i++) keys.push((last = generateKeyBetween(last, null)));
  return keys;
}
