import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { gamificationGames } from './schema';

/**
 * Which of `codes` (any case) are games of `workspaceId`, upper-cased: a page's game block may
 * only link a game of its own workspace (modules/pages).
 */
export async function gameCodesInWorkspace(
  q: Queryable,
  workspaceId: string,
  codes: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(codes.map((c) => c.trim().toUpperCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await q
    .select({ code: gamificationGames.code })
    .from(gamificationGames)
    .where(
      and(eq(gamificationGames.workspaceId, workspaceId), inArray(gamificationGames.code, wanted)),
    );
  return new Set(rows.map((r) => r.code));
}
