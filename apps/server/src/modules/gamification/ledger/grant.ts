import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { savepoint } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { resourceForGrant, takeSupply } from './catalog';
import { clock } from '../../../platform/clock';
import { notifyPlayer, notifyWon, publishChange } from './events';
import { periodKey, periodRange } from './periods';
import { gamificationGrants, gamificationPeriodScores, gamificationPlayerScores } from './schema';
import { awardTrophies } from './trophies';

export type GrantRow = typeof gamificationGrants.$inferSelect;

export interface GrantInput {
  /** The game's workspace; the user's current workspace for game-less grants. */
  workspaceId: string;
  userId: string;
  gameId: string | null;
  /** Unique per user: `mission:<id>:<user>:<period>`, `daily:<game>:<day>`, `store:<purchase>`, `use:<uuid>`. */
  cause: string;
  points?: number;
  resourceId?: string | null;
  quantity?: number;
  /** The won toast (default true). */
  notify?: boolean;
}

export type GrantResult =
  | { status: 'granted'; grant: GrantRow; resourceName: string | null }
  | { status: 'duplicate'; grant?: undefined }
  | { status: 'sold_out'; grant?: undefined };

class SoldOut extends Error {}

/**
 * Grants points and/or a resource inside the caller's transaction (the grant commits or
 * rolls back with the event that earned it) and emits `gamification.ledger.granted`, whose
 * actor is the player: they earned it.
 *
 * Idempotent: the row is inserted with `on conflict (user_id, cause) do nothing`; a second
 * call with the same cause (replay, retry, a racing transaction) answers `duplicate`.
 * Limited supply: one atomic `update … set quantity_granted = quantity_granted + q where
 * not limited or quantity_granted + q <= quantity_existing`; the row lock makes concurrent
 * grants take turns and re-check, so the supply is never exceeded. Sold out rolls back
 * this grant only (a savepoint), not the caller's transaction.
 */
export async function grant(tx: Tx, input: GrantInput): Promise<GrantResult> {
  const points = input.points ?? 0;
  const quantity = input.resourceId ? (input.quantity ?? 0) : 0;
  if (!Number.isInteger(points) || points < 0 || !Number.isInteger(quantity) || quantity < 0) {
    throw new Error('grant: pontos e quantidade devem ser inteiros ≥ 0 (gastos usam spend)');
  }
  const resource =
    input.resourceId && quantity > 0 ? await resourceForGrant(tx, input.resourceId) : null;
  if (input.resourceId && quantity > 0 && !resource)
    throw AppError.notFound('Recurso não encontrado.');
  const now = clock.now();
  const expiresAt = resource?.transitory ? periodRange(resource.transitory, now).end : null;

  let row: GrantRow;
  try {
    const inserted = await savepoint(tx, async (sp) => {
      const [created] = await sp
        .insert(gamificationGrants)
        .values({
          workspaceId: input.workspaceId,
          userId: input.userId,
          gameId: input.gameId,
          cause: input.cause,
          points,
          resourceId: resource ? resource.id : null,
          quantity: resource ? quantity : 0,
          expiresAt,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [gamificationGrants.userId, gamificationGrants.cause] })
        .returning();
      if (!created) return null;
      if (resource && !(await takeSupply(sp, resource.id, quantity))) throw new SoldOut();
      return created;
    });
    if (!inserted) return { status: 'duplicate' };
    row = inserted;
  } catch (err) {
    if (err instanceof SoldOut) return { status: 'sold_out' };
    throw err;
  }

  if (input.gameId && points > 0) await addScore(tx, input.gameId, input.userId, points, now);
  if (input.gameId)
    await awardTrophies(tx, {
      workspaceId: input.workspaceId,
      userId: input.userId,
      gameId: input.gameId,
    });
  await emit(tx, 'gamification.ledger.granted', {
    workspaceId: input.workspaceId,
    actorId: input.userId,
    grantId: row.id,
    userId: row.userId,
    gameId: row.gameId,
    cause: row.cause,
    points: row.points,
    resourceId: row.resourceId,
    quantity: row.quantity,
  });
  publishChange(tx, input.workspaceId, row.id, {
    gameId: row.gameId,
    userId: row.userId,
    points: row.points,
  });
  notifyPlayer(tx, input.userId);
  if (input.notify !== false) {
    if (resource) notifyWon(tx, input.userId, quantity, resource.name);
    if (points > 0) notifyWon(tx, input.userId, points);
  }
  return { status: 'granted', grant: row, resourceName: resource?.name ?? null };
}

async function addScore(
  tx: Tx,
  gameId: string,
  userId: string,
  points: number,
  now: Date,
): Promise<void> {
  const p = gamificationPeriodScores;
  await tx
    .insert(p)
    .values(
      (['day', 'week', 'fortnight'] as const).map((period) => ({
        gameId,
        period,
        periodKey: periodKey(period, now),
        userId,
        points,
        reachedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [p.gameId, p.period, p.periodKey, p.userId],
      set: { points: sql`${p.points} + excluded.points`, reachedAt: sql`excluded.reached_at` },
    });
  await tx
    .insert(gamificationPlayerScores)
    .values({ gameId, userId, points, reachedAt: now })
    .onConflictDoUpdate({
      target: [gamificationPlayerScores.gameId, gamificationPlayerScores.userId],
      set: {
        points: sql`${gamificationPlayerScores.points} + excluded.points`,
        reachedAt: sql`excluded.reached_at`,
      },
    });
}

/** XP in a game: the all-time earned points. */
export async function scoreOf(tx: Tx, gameId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ points: gamificationPlayerScores.points })
    .from(gamificationPlayerScores)
    .where(
      sql`${gamificationPlayerScores.gameId} = ${gameId} and ${eq(gamificationPlayerScores.userId, userId)}`,
    );
  return row?.points ?? 0;
}
