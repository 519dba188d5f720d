import type {
  ItemEffectInput,
  ItemRequest,
  Player,
  Resource,
  UseItemResult,
} from '@orbita/contracts/gamification';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, clock } from '../../../platform/clock';
import { type Caller, ok, testApp, testDatabase } from '../../../test/kit';
import { inTx, joinAs, makeGame, newCaller } from '../testing';
import { grant } from './grant';
import { gamificationStreakDays } from './schema';

const database = testDatabase();
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterEach(() => vi.restoreAllMocks());

/** A usable resource with an effect, made through the API by the workspace's creator. */
const item = (owner: Caller, useEffect: ItemEffectInput, extra: Record<string, unknown> = {}) =>
  ok<Resource>(owner.post('/resources', { name: 'Poção', usable: true, useEffect, ...extra }), 201);
const give = (owner: Caller, player: Caller, resourceId: string, quantity = 1) =>
  inTx(app, (tx) =>
    grant(tx, {
      workspaceId: owner.workspaceId,
      userId: player.userId,
      gameId: null,
      cause: `test:${crypto.randomUUID()}`,
      resourceId,
      quantity,
    }),
  );
const use = (player: Caller, resourceId: string) =>
  player.post<UseItemResult>(`/player/inventory/${resourceId}/use`, { quantity: 1 });
const held = async (player: Caller, resourceId: string) =>
  (await ok<Player>(player.get('/player'))).inventory.find((e) => e.resource.id === resourceId)
    ?.quantity ?? 0;

describe('item effects', () => {
  it('a points effect: the preview says it, "Usar" consumes the item and grants the points as XP of the game', async () => {
    const owner = await newCaller(app, database);
    const player = await newCaller(app, database);
    const game = await makeGame(owner, { name: 'Desafio' });
    const potion = await item(owner, { kind: 'points', points: 50, gameId: game.id });
    expect(potion.useEffect).toEqual({ kind: 'points', points: 50, gameId: game.id });
    await give(owner, player, potion.id, 2);

    expect(await ok(player.get(`/player/inventory/${potion.id}/effect`))).toEqual({
      kind: 'points',
      description: 'Você ganha 50 pontos em Desafio (contam como XP).',
    });
    expect(await ok(use(player, potion.id))).toEqual({
      resourceId: potion.id,
      used: 1,
      remaining: 1,
      effect: 'points',
      outcome: 'Você ganhou 50 pontos em Desafio.',
    });
    const me = await ok<Player>(player.get('/player'));
    expect(me.points).toBe(50);
    expect(me.inventory.find((e) => e.resource.id === potion.id)?.quantity).toBe(1);
  });

  it('two "Usar" racing for the last unit: one applies the effect once, the other is refused in pt-BR', async () => {
    const owner = await newCaller(app, database);
    const player = await newCaller(app, database);
    const potion = await item(owner, { kind: 'points', points: 20 });
    await give(owner, player, potion.id);
    const answers = await Promise.all([use(player, potion.id), use(player, potion.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({
      message: 'Você não tem mais este item no inventário.',
    });
    const me = await ok<Player>(player.get('/player'));
    expect(me.points).toBe(20);
    expect(await held(player, potion.id)).toBe(0);
  });

  it('grants another resource, and a sold-out one leaves the item unused', async () => {
    const owner = await newCaller(app, database);
    const player = await newCaller(app, database);
    const gem = await ok<Resource>(
      owner.post('/resources', { name: 'Gema', limited: true, quantityExisting: 2 }),
      201,
    );
    const chest = await item(owner, { kind: 'grant_resource', resourceId: gem.id, quantity: 2 });
    await give(owner, player, chest.id, 2);
    expect(await ok(use(player, chest.id))).toMatchObject({ outcome: 'Você ganhou 2 × Gema.' });
    expect(await held(player, gem.id)).toBe(2);
    expect(await use(player, chest.id)).toMatchObject({
      status: 409,
      body: { message: 'Gema esgotou; o item não foi usado.' },
    });
    expect(await held(player, chest.id)).toBe(1);
  });

  it('restores a broken streak up to its days, and refuses (keeping the item) when nothing is broken', async () => {
    const owner = await newCaller(app, database);
    const player = await newCaller(app, database);
    const now = new Date('2026-11-24T15:00:00Z');
    vi.spyOn(clock, 'now').mockReturnValue(now);
    const today = '2026-11-24';
    const days = (deltas: number[]) =>
      deltas.map((d) => ({
        userId: player.userId,
        day: addDays(today, d),
        kind: 'access' as const,
      }));
    await database.db.insert(gamificationStreakDays).values(days([-5, -4, -3]));
    const hourglass = await item(owner, { kind: 'restore_streak', days: 2 });
    await give(owner, player, hourglass.id, 2);
    expect(await ok(use(player, hourglass.id))).toMatchObject({
      outcome: 'Sua sequência foi restaurada: 5 dias seguidos.',
    });
    expect((await ok<Player>(player.get('/player'))).streak).toBe(5);
    expect(await use(player, hourglass.id)).toMatchObject({
      status: 409,
      body: { message: 'Sua sequência não está interrompida.' },
    });
    expect(await held(player, hourglass.id)).toBe(1);
  });

  it('free text becomes a request the creator honours once; a player never sees another workspace’s', async () => {
    const owner = await newCaller(app, database);
    const player = await newCaller(app, database);
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer', 'Observadora');
    const coffee = await item(owner, { kind: 'free_text', text: 'Um café com a equipe' });
    await give(owner, player, coffee.id);
    expect(await ok(player.get(`/player/inventory/${coffee.id}/effect`))).toMatchObject({
      description:
        'Pedido a quem criou o item: “Um café com a equipe”. Quem criou vê o pedido e o atende.',
    });
    expect(await ok(use(player, coffee.id))).toMatchObject({
      effect: 'free_text',
      outcome: 'Pedido enviado a quem criou o item.',
    });
    const pending = await ok<{ items: ItemRequest[] }>(owner.get('/item-requests?status=pending'));
    expect(pending.items).toMatchObject([
      { resourceName: 'Poção', text: 'Um café com a equipe', userId: player.userId },
    ]);
    const id = pending.items[0]!.id;
    expect((await viewer.get('/item-requests')).status).toBe(403);
    expect((await player.post(`/item-requests/${id}/honour`)).status).toBe(404);
    expect(await ok(owner.post(`/item-requests/${id}/honour`))).toMatchObject({
      status: 'honoured',
    });
    expect(await owner.post(`/item-requests/${id}/decline`)).toMatchObject({
      status: 409,
      body: { message: 'Este pedido já foi decidido.' },
    }); // The player sees what was decided; nobody else sees it among theirs.
    expect(await ok(player.get('/player/item-requests'))).toMatchObject({
      items: [{ id, status: 'honoured', text: 'Um café com a equipe' }],
    });
    expect(await ok(owner.get('/player/item-requests'))).toEqual({ items: [] });
  });

  it('the effect needs a usable resource and names only records of its own workspace', async () => {
    const owner = await newCaller(app, database);
    const other = await newCaller(app, database);
    const foreignGame = await makeGame(other);
    expect(
      await owner.post('/resources', {
        name: 'Pedra',
        usable: false,
        useEffect: { kind: 'points', points: 5 },
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { useEffect: 'Um efeito de uso exige um recurso utilizável.' } },
    });
    expect(
      await owner.post('/resources', {
        name: 'Poção',
        usable: true,
        useEffect: { kind: 'points', points: 5, gameId: foreignGame.id },
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { useEffect: 'Gamificação não encontrada.' } },
    });
    const plain = await item(owner, null as unknown as ItemEffectInput);
    expect(
      await owner.patch(`/resources/${plain.id}`, {
        version: plain.version,
        useEffect: { kind: 'grant_resource', resourceId: plain.id, quantity: 1 },
      }),
    ).toMatchObject({ status: 400 });
  });
});
