import { and, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { decodeCursor, encodeCursor } from '../../../platform/http/cursor';
import type { MemberContext } from '../../../platform/scope';
import { gamificationResources } from './schema';

/** Who asks in a catalog service: the member and their current workspace. */
export type Member = Pick<MemberContext, 'workspaceId' | 'userId'>;

/** A PostgreSQL foreign-key violation (23503) anywhere in the driver's cause chain. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

// ---------------------------------------------------------------- newest-first keyset pages

/** Rows after the cursor (the last row's created_at and id) in `created_at desc, id desc` order. */
export function afterCursor(
  cursor: string | undefined,
  at: PgColumn,
  id: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  const [when, last] = decodeCursor(cursor, ['instant', 'uuid']);
  const date = new Date(when!);
  return or(lt(at, date), and(eq(at, date), lt(id, last)));
}

/** Fetch `limit + 1` rows, answer `limit` of them and the cursor of the last when there are more. */
export function pageFrom<R extends { createdAt: Date; id: string }, T>(
  rows: R[],
  limit: number,
  present: (rows: R[]) => T[],
) {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return {
    items: present(page),
    nextCursor: more && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

// ---------------------------------------------------------------- references

/**
 * Rewards and prices may only name resources of the same workspace; any other id answers
 * 404 exactly like a missing one.
 */
export async function assertResourcesInWorkspace(
  q: Queryable,
  workspaceId: string,
  ids: readonly (string | null | undefined)[],
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return;
  const found = await q
    .select({ id: gamificationResources.id })
    .from(gamificationResources)
    .where(
      and(
        eq(gamificationResources.workspaceId, workspaceId),
        inArray(gamificationResources.id, wanted),
      ),
    );
  if (found.length !== wanted.length) throw AppError.notFound('Recurso não encontrado.');
}
