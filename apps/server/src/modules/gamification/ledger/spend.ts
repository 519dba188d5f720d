import { INSUFFICIENT_BALANCE } from '@orbita/contracts/gamification';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { clock } from '../../../platform/clock';
import { notifyPlayer, publishChange } from './events';
import { gamificationGrants } from './schema';
import type { GrantRow } from './grant';

export interface SpendInput {
  workspaceId: string;
  userId: string;
  /** Points are spent from the player's balance in this game (null: game-less points). */
  gameId: string | null;
  /** Unique per user, like a grant's (`store:<purchaseId>`, `use:<uuid>`). */
  cause: string;
  points?: number;
  resourceId?: string | null;
  quantity?: number;
}
export type SpendResult = { status: 'spent'; rows: GrantRow[] } | { status: 'duplicate'; rows: [] };

const unexpired = (now: Date) =>
  or(isNull(gamificationGrants.expiresAt), gt(gamificationGrants.expiresAt, now));

/** Spendable points: earned minus spent, in one game (or game-less). */
export async function pointsBalance(
  q: Queryable,
  userId: string,
  gameId: string | null,
): Promise<number> {
  const [row] = await q
    .select({ total: sql<number>`coalesce(sum(${gamificationGrants.points}), 0)::int` })
    .from(gamificationGrants)
    .where(
      and(
        eq(gamificationGrants.userId, userId),
        gameId ? eq(gamificationGrants.gameId, gameId) : isNull(gamificationGrants.gameId),
      ),
    );
  return row?.total ?? 0;
}

/** Units held per expiry (unexpired only), earliest expiry first, then the ones that never expire. */
async function resourceLots(q: Queryable, userId: string, resourceId: string, now: Date) {
  return q
    .select({
      expiresAt: gamificationGrants.expiresAt,
      quantity: sql<number>`sum(${gamificationGrants.quantity})::int`,
    })
    .from(gamificationGrants)
    .where(
      and(
        eq(gamificationGrants.userId, userId),
        eq(gamificationGrants.resourceId, resourceId),
        unexpired(now),
      ),
    )
    .groupBy(gamificationGrants.expiresAt)
    .having(sql`sum(${gamificationGrants.quantity}) > 0`)
    .orderBy(sql`${gamificationGrants.expiresAt} asc nulls last`);
}

/** Units of a resource the player holds now (transitory ones until they expire). */
export async function resourceBalance(
  q: Queryable,
  userId: string,
  resourceId: string,
  now = clock.now(),
): Promise<number> {
  const lots = await resourceLots(q, userId, resourceId, now);
  return lots.reduce((sum, lot) => sum + lot.quantity, 0);
}

/**
 * Makes the player's ledger writes take turns until the transaction ends: spends, item uses
 * and capped personal rewards read a balance or a day's total and write after it, so two
 * of them racing must not both pass the check. Taken again in the same transaction, it is a no-op.
 */
export async function lockPlayer(tx: Tx, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`gamification:${userId}`}, 0))`,
  );
}

/**
 * Spends points and/or units of a resource inside the caller's transaction: negative
 * ledger rows. A per-player advisory lock makes concurrent spends take turns, so two of
 * them cannot both pass the balance check. Units are taken from the lot that expires
 * first, and the negative row carries that lot's expiry, so used and expired units leave
 * the balance together. 409 "Saldo insuficiente." when short. Emits
 * `gamification.ledger.spent`.
 */
export async function spend(tx: Tx, input: SpendInput): Promise<SpendResult> {
  const points = input.points ?? 0;
  const quantity = input.resourceId ? (input.quantity ?? 0) : 0;
  if (!Number.isInteger(points) || points < 0 || !Number.isInteger(quantity) || quantity < 0) {
    throw new Error('spend: pontos e quantidade devem ser inteiros ≥ 0');
  }
  await lockPlayer(tx, input.userId);
  const [done] = await tx
    .select({ id: gamificationGrants.id })
    .from(gamificationGrants)
    .where(
      and(eq(gamificationGrants.userId, input.userId), eq(gamificationGrants.cause, input.cause)),
    );
  if (done) return { status: 'duplicate', rows: [] };

  const now = clock.now();
  if (points > 0 && (await pointsBalance(tx, input.userId, input.gameId)) < points)
    throw AppError.conflict(INSUFFICIENT_BALANCE);
  const parts: { points: number; quantity: number; expiresAt: Date | null }[] = [];
  if (quantity > 0) {
    let left = quantity;
    for (const lot of await resourceLots(tx, input.userId, input.resourceId!, now)) {
      if (left === 0) break;
      const take = Math.min(left, lot.quantity);
      parts.push({ points: 0, quantity: take, expiresAt: lot.expiresAt });
      left -= take;
    }
    if (left > 0) throw AppError.conflict(INSUFFICIENT_BALANCE);
  }
  if (parts.length === 0) parts.push({ points, quantity: 0, expiresAt: null });
  else parts[0]!.points = points;

  const rows = await tx
    .insert(gamificationGrants)
    .values(
      parts.map((part, i) => ({
        workspaceId: input.workspaceId,
        userId: input.userId,
        gameId: input.gameId,
        // One row per lot; the first carries the caller's cause (the idempotency key).
        cause: i === 0 ? input.cause : `${input.cause}#${i}`,
        points: -part.points,
        resourceId: part.quantity > 0 ? input.resourceId! : null,
        quantity: -part.quantity,
        expiresAt: part.expiresAt,
        createdAt: now,
      })),
    )
    .returning();
  await emit(tx, 'gamification.ledger.spent', {
    workspaceId: input.workspaceId,
    actorId: input.userId,
    userId: input.userId,
    gameId: input.gameId,
    cause: input.cause,
    points,
    resourceId: quantity > 0 ? (input.resourceId ?? null) : null,
    quantity,
  });
  publishChange(tx, input.workspaceId, rows[0]!.id, {
    gameId: input.gameId,
    userId: input.userId,
    points: -points,
  });
  notifyPlayer(tx, input.userId);
  return { status: 'spent', rows };
}
