import type { UseResourceResult } from '@orbita/contracts/gamification';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { gamificationResources } from '../catalog/schema';
import { resourceBalance, spend } from './spend';

/** The player uses units of a usable resource they hold (a `use:<uuid>` row in the resource's workspace). */
export async function useResource(
  tx: Tx,
  userId: string,
  resourceId: string,
  quantity: number,
): Promise<UseResourceResult> {
  const [resource] = await tx
    .select({
      usable: gamificationResources.usable,
      workspaceId: gamificationResources.workspaceId,
    })
    .from(gamificationResources)
    .where(eq(gamificationResources.id, resourceId));
  // Someone else's resource they never held answers like a missing one.
  if (!resource || (await resourceBalance(tx, userId, resourceId)) === 0)
    throw AppError.notFound('Recurso não encontrado no seu inventário.');
  if (!resource.usable) throw AppError.conflict('Este recurso não pode ser usado.');
  await spend(tx, {
    workspaceId: resource.workspaceId,
    userId,
    gameId: null,
    cause: `use:${randomUUID()}`,
    resourceId,
    quantity,
  });
  return { resourceId, used: quantity, remaining: await resourceBalance(tx, userId, resourceId) };
}
