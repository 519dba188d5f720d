import { and, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { MemberContext } from '../../../platform/scope';
import { gamificationResources } from './schema';

export type Ctx = Pick<MemberContext, 'workspaceId' | 'userId'>;

/** PostgreSQL error code anywhere in the driver's cause chain. */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';

// ---------------------------------------------------------------- newest-first keyset pages

const invalidCursor = () => AppError.validation('Cursor inválido.', { cursor: 'Cursor inválido.' });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Cursor = the (created_at, id) of the last row seen, opaque (base64url JSON) to clients. */
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(JSON.stringify([at.toISOString(), id]), 'utf8').toString('base64url');

/** Rows after the cursor in `created_at desc, id desc` order; a forged cursor is a 400, never a database error. */
export function afterCursor(
  cursor: string | undefined,
  at: PgColumn,
  id: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [when, last] = parsed as unknown[];
  if (
    typeof when !== 'string' ||
    Number.isNaN(Date.parse(when)) ||
    typeof last !== 'string' ||
    !uuidPattern.test(last)
  )
    throw invalidCursor();
  const date = new Date(when);
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
    nextCursor: more && last ? encodeCursor(last.createdAt, last.id) : null,
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
