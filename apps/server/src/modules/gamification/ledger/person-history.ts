import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { gamificationMissions, gamificationResources } from '../catalog/schema';
import { gamificationGrants } from './schema';

export interface LedgerLine {
  at: Date;
  description: string;
  points: number;
  quantity: number;
  resourceName: string | null;
}

/** What a cause says to a person ("mission:<id>:…" with the mission's name). */
function describe(cause: string, missionName: string | null, spent: boolean): string {
  const [head] = cause.split(':');
  if (head === 'mission') return missionName ? `Missão: ${missionName}` : 'Missão';
  if (head === 'daily') return 'Acesso do dia';
  if (head === 'store' || head === 'buy') return 'Compra na loja';
  if (head === 'use') return 'Uso de item';
  if (head === 'agent') return 'Concedido por um agente';
  return spent ? 'Gasto' : 'Ganho';
}

/** For people's timeline: a member's latest grants and spends in one workspace, newest first. */
export async function ledgerOfPlayer(
  q: Queryable,
  workspaceId: string,
  userId: string,
  limit: number,
): Promise<LedgerLine[]> {
  const rows = await q
    .select({
      at: gamificationGrants.createdAt,
      cause: gamificationGrants.cause,
      points: gamificationGrants.points,
      quantity: gamificationGrants.quantity,
      resourceName: gamificationResources.name,
      missionName: gamificationMissions.name,
    })
    .from(gamificationGrants)
    .leftJoin(gamificationResources, eq(gamificationResources.id, gamificationGrants.resourceId))
    .leftJoin(
      gamificationMissions,
      and(
        sql`${gamificationGrants.cause} like 'mission:%'`,
        eq(
          sql`${gamificationMissions.id}::text`,
          sql`split_part(${gamificationGrants.cause}, ':', 2)`,
        ),
      ),
    )
    .where(
      and(eq(gamificationGrants.workspaceId, workspaceId), eq(gamificationGrants.userId, userId)),
    )
    .orderBy(desc(gamificationGrants.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    at: r.at,
    description: describe(r.cause, r.missionName, r.points < 0 || r.quantity < 0),
    points: r.points,
    quantity: r.quantity,
    resourceName: r.resourceName,
  }));
}
