import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { gamificationGames, gamificationResources } from '../catalog/schema';
import { isParticipant } from './catalog';
import { grant, type GrantResult } from './grant';
import { gamificationGrants } from './schema';

export interface WorkspaceGrant {
  workspaceId: string;
  userId: string;
  /** null: the workspace's personal points (no game). */
  gameId: string | null;
  resourceId: string | null;
  points: number;
  cause: string;
}

/**
 * Why a grant asked from inside a workspace (an agent's action) cannot be made, or null.
 * `grant` itself trusts its caller (missions, the store, habits name their own game); here
 * the ids come from a definition someone typed, so the game and the resource must be this
 * workspace's — another workspace's answers like a missing one — and the player must take
 * part in the game (points in a game nobody sees them play would vanish from the rankings).
 */
export async function workspaceGrantProblem(
  q: Queryable,
  input: Omit<WorkspaceGrant, 'cause'>,
): Promise<string | null> {
  if (input.points <= 0 && !input.resourceId) return 'Informe pontos ou um recurso para dar.';
  if (input.gameId) {
    const [game] = await q
      .select({ name: gamificationGames.name, status: gamificationGames.status })
      .from(gamificationGames)
      .where(
        and(
          eq(gamificationGames.workspaceId, input.workspaceId),
          eq(gamificationGames.id, input.gameId),
        ),
      );
    if (!game) return 'Gamificação não encontrada.';
    if (game.status !== 'active') return `A gamificação “${game.name}” está arquivada.`;
    if (!(await isParticipant(q, input.gameId, input.userId)))
      return `Quem recebe não participa da gamificação “${game.name}”.`;
  }
  if (input.resourceId) {
    const [resource] = await q
      .select({ id: gamificationResources.id })
      .from(gamificationResources)
      .where(
        and(
          eq(gamificationResources.workspaceId, input.workspaceId),
          eq(gamificationResources.id, input.resourceId),
        ),
      );
    if (!resource) return 'Recurso não encontrado.';
  }
  return null;
}

/** The checked grant (one of the resource), inside the caller's transaction; 400/404 as AppError. */
export async function grantInWorkspace(tx: Tx, input: WorkspaceGrant): Promise<GrantResult> {
  const problem = await workspaceGrantProblem(tx, input);
  if (problem) throw AppError.validation(problem);
  return grant(tx, {
    ...input,
    quantity: input.resourceId ? 1 : 0,
  });
}

/** The grant already made for (user, cause), if any: a repeated grant answers "duplicate" without it. */
export async function grantIdByCause(
  q: Queryable,
  userId: string,
  cause: string,
): Promise<string | null> {
  const [row] = await q
    .select({ id: gamificationGrants.id })
    .from(gamificationGrants)
    .where(and(eq(gamificationGrants.userId, userId), eq(gamificationGrants.cause, cause)));
  return row?.id ?? null;
}
