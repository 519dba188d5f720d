import {
  INSUFFICIENT_BALANCE,
  type ItemEffect,
  type ItemEffectPreview,
  type UseItemResult,
} from '@orbita/contracts/gamification';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import { addDays, clock, saoPauloDay } from '../../../platform/clock';
import type { Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { memberships } from '../../../platform/identity/schema';
import { gamificationGames, gamificationResources } from '../catalog/schema';
import { grant } from './grant';
import { gamificationItemRequests } from './item-requests-schema';
import { daysBetween } from './periods';
import { recordStreak } from './progress';
import { gamificationGrants, gamificationStreakDays } from './schema';
import { lockPlayer, resourceBalance, spend } from './spend';
import { currentStreak } from './streak';

type ResourceRow = Pick<
  typeof gamificationResources.$inferSelect,
  'id' | 'name' | 'usable' | 'workspaceId' | 'effect' | 'useEffect'
>;
interface Use {
  userId: string;
  resource: ResourceRow;
  /** The spend's cause (`use:<uuid>`): the effect's grant is `use-effect:<uuid>`, once. */
  cause: string;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
const gone = () =>
  AppError.conflict('O efeito deste item não está mais disponível; ele não foi usado.');

async function loadResource(q: Queryable, id: string): Promise<ResourceRow | undefined> {
  const r = gamificationResources;
  const [row] = await q
    .select({
      id: r.id,
      name: r.name,
      usable: r.usable,
      workspaceId: r.workspaceId,
      effect: r.effect,
      useEffect: r.useEffect,
    })
    .from(r)
    .where(eq(r.id, id));
  return row;
}

/** A game of the resource's workspace (a points effect counts as XP there). */
async function effectGame(q: Queryable, workspaceId: string, gameId: string) {
  const [game] = await q
    .select({ id: gamificationGames.id, name: gamificationGames.name })
    .from(gamificationGames)
    .where(and(eq(gamificationGames.id, gameId), eq(gamificationGames.workspaceId, workspaceId)));
  return game;
}

async function effectResource(q: Queryable, workspaceId: string, resourceId: string) {
  const r = gamificationResources;
  const [row] = await q
    .select({ id: r.id, name: r.name })
    .from(r)
    .where(and(eq(r.id, resourceId), eq(r.workspaceId, workspaceId)));
  return row;
}

/**
 * The missed days of the daily-access streak become protected days (as a streak freeze
 * does), up to the effect's `days`; refused while the streak is not broken, so the item is
 * not wasted.
 */
async function restoreStreak(tx: Tx, userId: string, workspaceId: string, days: number) {
  const s = gamificationStreakDays;
  const today = saoPauloDay(clock.now());
  const [last] = await tx
    .select({ day: s.day })
    .from(s)
    .where(and(eq(s.userId, userId), lt(s.day, today)))
    .orderBy(desc(s.day))
    .limit(1);
  if (!last) throw AppError.conflict('Você ainda não tem uma sequência para restaurar.');
  const missed = daysBetween(last.day, today) - 1;
  if (missed <= 0) throw AppError.conflict('Sua sequência não está interrompida.');
  if (missed > days)
    throw AppError.conflict(
      `Sua sequência perdeu ${plural(missed, 'dia', 'dias')}; este item restaura até ${plural(days, 'dia', 'dias')}.`,
    );
  for (let d = addDays(last.day, 1); d < today; d = addDays(d, 1))
    await tx.insert(s).values({ userId, day: d, kind: 'protected' }).onConflictDoNothing();
  const streak = await currentStreak(tx, userId);
  await recordStreak(tx, userId, streak);
  await emit(tx, 'gamification.streak.recorded', {
    workspaceId,
    actorId: userId,
    userId,
    day: today,
    streak,
  });
  return `Sua sequência foi restaurada: ${plural(streak, 'dia', 'dias')} seguidos.`;
}

/**
 * Applies the resource's effect for `quantity` units inside the use's transaction. Anything
 * it cannot do (a sold-out resource, a deleted game, an unbroken streak) throws, so the
 * whole use rolls back and the item stays in the inventory.
 */
async function applyEffect(tx: Tx, use: Use, effect: ItemEffect, quantity: number) {
  const { userId, resource } = use;
  const workspaceId = resource.workspaceId;
  const cause = use.cause.replace(/^use:/, 'use-effect:');
  switch (effect.kind) {
    case 'points': {
      const game = effect.gameId ? await effectGame(tx, workspaceId, effect.gameId) : null;
      if (effect.gameId && !game) throw gone();
      const points = effect.points * quantity;
      await grant(tx, {
        workspaceId,
        userId,
        gameId: game?.id ?? null,
        cause,
        points,
        notify: false,
      });
      return `Você ganhou ${plural(points, 'ponto', 'pontos')}${game ? ` em ${game.name}` : ''}.`;
    }
    case 'grant_resource': {
      const target = await effectResource(tx, workspaceId, effect.resourceId);
      if (!target) throw gone();
      const units = effect.quantity * quantity;
      const result = await grant(tx, {
        workspaceId,
        userId,
        gameId: null,
        cause,
        resourceId: target.id,
        quantity: units,
        notify: false,
      });
      if (result.status === 'sold_out')
        throw AppError.conflict(`${target.name} esgotou; o item não foi usado.`);
      return `Você ganhou ${units.toLocaleString('pt-BR')} × ${target.name}.`;
    }
    case 'restore_streak':
      return restoreStreak(tx, userId, workspaceId, effect.days);
    case 'free_text': {
      const [request] = await tx
        .insert(gamificationItemRequests)
        .values({ workspaceId, resourceId: resource.id, userId, text: effect.text })
        .returning({ id: gamificationItemRequests.id });
      await emit(tx, 'gamification.item-request.created', {
        workspaceId,
        actorId: userId,
        requestId: request!.id,
        resourceId: resource.id,
        userId,
      });
      return 'Pedido enviado a quem criou o item.';
    }
  }
}

/** Whether the player ever held the resource (a used-up item is refused, not "not found"). */
async function everHeld(q: Queryable, userId: string, resourceId: string) {
  const [row] = await q
    .select({ id: gamificationGrants.id })
    .from(gamificationGrants)
    .where(
      and(eq(gamificationGrants.userId, userId), eq(gamificationGrants.resourceId, resourceId)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * "Usar": consumes units of a usable resource the player holds and applies its effect, in the
 * caller's transaction. The player's lock comes first, so two uses racing for the last unit
 * take turns: the first consumes it and applies the effect once, the second finds none left
 * and is refused in pt-BR.
 */
export async function useItem(
  tx: Tx,
  userId: string,
  resourceId: string,
  quantity: number,
): Promise<UseItemResult> {
  await lockPlayer(tx, userId);
  const resource = await loadResource(tx, resourceId);
  // Someone else's resource they never held answers like a missing one.
  if (!resource || !(await everHeld(tx, userId, resourceId)))
    throw AppError.notFound('Recurso não encontrado no seu inventário.');
  const held = await resourceBalance(tx, userId, resourceId);
  if (held === 0) throw AppError.conflict('Você não tem mais este item no inventário.');
  if (!resource.usable) throw AppError.conflict('Este recurso não pode ser usado.');
  if (held < quantity) throw AppError.conflict(INSUFFICIENT_BALANCE);
  const effect = resource.useEffect;
  if (quantity > 1 && (effect?.kind === 'restore_streak' || effect?.kind === 'free_text'))
    throw AppError.conflict('Use este item uma unidade de cada vez.');
  const cause = `use:${randomUUID()}`;
  await spend(tx, {
    workspaceId: resource.workspaceId,
    userId,
    gameId: null,
    cause,
    resourceId,
    quantity,
  });
  const outcome = effect
    ? await applyEffect(tx, { userId, resource, cause }, effect, quantity)
    : `Você usou ${resource.name}.`;
  return {
    resourceId,
    used: quantity,
    remaining: await resourceBalance(tx, userId, resourceId),
    effect: effect?.kind ?? null,
    outcome,
  };
}

/** A member of the resource's workspace may read what it does, as they may read the resource. */
async function isMember(q: Queryable, userId: string, workspaceId: string) {
  const [row] = await q
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId)));
  return Boolean(row);
}

/**
 * What "Usar" will do, in pt-BR, for the confirmation: for a resource the player holds, or
 * one of a workspace they belong to; anyone else's answers like a missing one.
 */
export async function previewItem(
  q: Queryable,
  userId: string,
  resourceId: string,
): Promise<ItemEffectPreview> {
  const resource = await loadResource(q, resourceId);
  if (
    !resource ||
    ((await resourceBalance(q, userId, resourceId)) === 0 &&
      !(await isMember(q, userId, resource.workspaceId)))
  )
    throw AppError.notFound('Recurso não encontrado no seu inventário.');
  const effect = resource.useEffect;
  if (!effect)
    return {
      kind: null,
      description:
        resource.effect === 'streak_freeze'
          ? 'Uma unidade sai do seu inventário. Enquanto você a tiver, ela protege um dia sem acesso na sua sequência.'
          : 'Uma unidade sai do seu inventário.',
    };
  const description = await describe(q, resource.workspaceId, effect);
  return { kind: effect.kind, description };
}

async function describe(q: Queryable, workspaceId: string, effect: ItemEffect) {
  switch (effect.kind) {
    case 'points': {
      const game = effect.gameId ? await effectGame(q, workspaceId, effect.gameId) : null;
      return game
        ? `Você ganha ${plural(effect.points, 'ponto', 'pontos')} em ${game.name} (contam como XP).`
        : `Você ganha ${plural(effect.points, 'ponto', 'pontos')}.`;
    }
    case 'grant_resource': {
      const target = await effectResource(q, workspaceId, effect.resourceId);
      return `Você ganha ${effect.quantity.toLocaleString('pt-BR')} × ${target?.name ?? 'um recurso'}.`;
    }
    case 'restore_streak':
      return `Restaura sua sequência de acessos diários, cobrindo até ${plural(effect.days, 'dia perdido', 'dias perdidos')}.`;
    case 'free_text':
      return `Pedido a quem criou o item: “${effect.text}”. Quem criou vê o pedido e o atende.`;
  }
}
