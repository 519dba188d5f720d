import {
  createItemBodySchema,
  createListBodySchema,
  createTaskBodySchema,
  processItemBodySchema,
} from '@orbita/contracts';
import { GAMIFICATION_WON_TYPE } from '@orbita/contracts/gamification';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../../platform/clock';
import { emit } from '../../../platform/events/bus';
import { captureItem, createList, createTask, moveTask, processItem, updateTask } from '../../flow';
import { onDailyAccessGrants } from './daily';
import { getPlayer, inventoryOf } from './player';
import { grant } from './grant';
import { gamificationGames, gamificationTrophies } from '../catalog/schema';
import { eq } from 'drizzle-orm';
import { createMember, testDatabase } from '../../../test/kit';
import {
  inTx,
  join,
  ledgerContext,
  seedGame,
  seedLevels,
  seedMission,
  seedResource,
} from '../testing';

const database = testDatabase();
// Flow's writes and the finance event go through this context's bus, where gamification subscribed.
const { ctx, notified } = ledgerContext(database);
afterEach(() => vi.restoreAllMocks());
const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

/** A creator's game and a player (own workspace) who joined it. */
async function setup() {
  const creator = await createMember(database, 'owner', 'Criadora');
  const player = await createMember(database, 'owner', 'Jogador');
  const game = await seedGame(database, creator.workspace.id);
  await join(database, game, player.user.id);
  const me = { userId: player.user.id, workspaceId: player.workspace.id };
  return { creator, player, game, me };
}

describe('mission progress', () => {
  it('counts tasks entering done (once per task and period) and grants the reward with the won toast', async () => {
    const { creator, game, me } = await setup();
    const trophy = await seedResource(database, creator.workspace.id, { name: 'Troféu de ouro' });
    const list = await createList(ctx, me, createListBodySchema.parse({ name: 'Trabalho' }));
    const other = await createList(ctx, me, createListBodySchema.parse({ name: 'Casa' }));
    await seedMission(database, game, {
      goalKind: 'tasks_done',
      goalTarget: 3,
      goalListId: null,
      recurrence: 'week',
      rewardPoints: 5,
      rewardResourceId: trophy.id,
      rewardQuantity: 1,
    });
    const listOnly = await seedMission(database, game, {
      name: 'Só Casa',
      goalKind: 'tasks_done',
      goalTarget: 1,
      goalListId: other.id,
      rewardPoints: 1,
    });

    const task = await createTask(ctx, me, list.id, createTaskBodySchema.parse({ title: 'Uma' }));
    await updateTask(ctx, me, task.id, { status: 'done' } as never);
    // Re-saving a done task, or reopening and finishing it again, does not count again.
    await updateTask(ctx, me, task.id, { title: 'Uma (editada)', status: 'done' } as never);
    await updateTask(ctx, me, task.id, { status: 'todo' } as never);
    await updateTask(ctx, me, task.id, { status: 'done' } as never);
    let player = await getPlayer(database.db, me.userId);
    expect(player.games[0]!.missions.find((m) => m.target === 3)!.progress).toBe(1);
    expect(player.games[0]!.missions.find((m) => m.id === listOnly.id)!.progress).toBe(0);

    const second = await createTask(
      ctx,
      me,
      list.id,
      createTaskBodySchema.parse({ title: 'Duas' }),
    );
    await moveTask(ctx, me, second.id, 'done', {});
    expect(await inventoryOf(database.db, me.userId)).toHaveLength(0);
    await createTask(
      ctx,
      me,
      list.id,
      createTaskBodySchema.parse({ title: 'Três', status: 'done' }),
    );

    player = await getPlayer(database.db, me.userId);
    const mission = player.games[0]!.missions.find((m) => m.target === 3)!;
    expect(mission).toMatchObject({ progress: 3, completed: true });
    expect(player.inventory).toEqual([
      expect.objectContaining({
        quantity: 1,
        resource: expect.objectContaining({ name: 'Troféu de ouro' }),
      }),
    ]);
    expect(player.games[0]!.points).toBe(5);
    const toasts = notified.filter((n) => n.userId === me.userId).map((n) => n.payload);
    expect(toasts).toContainEqual({
      type: GAMIFICATION_WON_TYPE,
      quantidade: 1,
      nome: 'Troféu de ouro',
    });

    // A fourth task in the same week grants nothing more.
    await createTask(
      ctx,
      me,
      list.id,
      createTaskBodySchema.parse({ title: 'Quatro', status: 'done' }),
    );
    expect((await inventoryOf(database.db, me.userId))[0]!.quantity).toBe(1);
  });

  it('counts processed inbox items and recorded finance entries; standby missions do not count', async () => {
    const { game, me } = await setup();
    await seedMission(database, game, {
      name: 'Inbox',
      goalKind: 'inbox_processed',
      goalTarget: 2,
      rewardPoints: 3,
    });
    await seedMission(database, game, {
      name: 'Finanças',
      goalKind: 'finance_entries',
      goalTarget: 1,
      rewardPoints: 4,
    });
    await seedMission(database, game, {
      name: 'Parada',
      goalKind: 'inbox_processed',
      goalTarget: 1,
      status: 'standby',
      rewardPoints: 100,
    });
    for (const content of ['a', 'b']) {
      const item = await captureItem(
        ctx,
        me,
        createItemBodySchema.parse({ content, parse: false }),
      );
      await processItem(ctx, me, item.id, processItemBodySchema.parse({ action: 'reference' }));
    }
    await inTx(ctx, (tx) =>
      emit(tx, 'finance.entry.recorded', {
        workspaceId: me.workspaceId,
        actorId: me.userId,
        entryId: crypto.randomUUID(),
        type: 'expense',
        value: 100,
        date: '2026-03-10',
      }),
    );
    const player = await getPlayer(database.db, me.userId);
    expect(player.games[0]!.missions.map((m) => [m.name, m.progress, m.completed])).toEqual([
      ['Finanças', 1, true],
      ['Inbox', 2, true],
    ]);
    expect(player.games[0]!.points).toBe(7);
  });

  it('daily access grants the daily reward once a day and moves daily-streak missions', async () => {
    const { creator, game, me } = await setup();
    const coin = await seedResource(database, creator.workspace.id, { name: 'Moeda' });
    await database.db
      .update(gamificationGames)
      .set({ dailyPoints: 2, dailyResourceId: coin.id, dailyQuantity: 1 })
      .where(eq(gamificationGames.id, game.id));
    await seedMission(database, game, {
      name: 'Sequência',
      goalKind: 'daily_streak',
      goalTarget: 2,
      rewardPoints: 10,
    });
    const day = (d: string) =>
      inTx(ctx, (tx) =>
        onDailyAccessGrants(
          { workspaceId: me.workspaceId, actorId: me.userId, userId: me.userId, day: d, streak: 0 },
          tx,
        ),
      );
    at('2026-03-10T12:00:00Z');
    expect(await day('2026-03-10')).toEqual([
      { quantidade: 2, nome: 'Pontos' },
      { quantidade: 1, nome: 'Moeda' },
    ]);
    expect(await day('2026-03-10')).toEqual([]);
    at('2026-03-11T12:00:00Z');
    await day('2026-03-11');
    const player = await getPlayer(database.db, me.userId);
    expect(player.streak).toBe(2);
    expect(player.games[0]!.missions[0]).toMatchObject({ progress: 2, completed: true });
    expect(player.games[0]!.points).toBe(2 + 2 + 10);
  });

  it('a streak freeze protects a missed day; without one the streak restarts', async () => {
    const { creator, me } = await setup();
    const freeze = await seedResource(database, creator.workspace.id, {
      name: 'Gelo',
      usable: true,
      effect: 'streak_freeze',
    });
    const day = (d: string) =>
      inTx(ctx, (tx) =>
        onDailyAccessGrants(
          { workspaceId: me.workspaceId, actorId: me.userId, userId: me.userId, day: d, streak: 0 },
          tx,
        ),
      );
    at('2026-03-10T12:00:00Z');
    await day('2026-03-10');
    await inTx(ctx, (tx) =>
      grant(tx, { ...me, gameId: null, cause: 'gift', resourceId: freeze.id, quantity: 1 }),
    );
    at('2026-03-12T12:00:00Z'); // the 11th was missed
    await day('2026-03-12');
    let player = await getPlayer(database.db, me.userId);
    expect(player).toMatchObject({ streak: 3, freezes: 0 });
    at('2026-03-15T12:00:00Z'); // two days missed, no freeze left
    await day('2026-03-15');
    player = await getPlayer(database.db, me.userId);
    expect(player.streak).toBe(1);
  });
});

describe('levels and trophies', () => {
  it('levels follow the XP thresholds and a points trophy is awarded once', async () => {
    const { game, me } = await setup();
    await seedLevels(database, game, [0, 10, 30]);
    await database.db.insert(gamificationTrophies).values({
      workspaceId: game.workspaceId,
      gameId: game.id,
      name: 'Vinte',
      ruleKind: 'points',
      rulePoints: 20,
    });
    const give = (cause: string, points: number) =>
      inTx(ctx, (tx) =>
        grant(tx, {
          workspaceId: game.workspaceId,
          userId: me.userId,
          gameId: game.id,
          cause,
          points,
        }),
      );
    await give('a', 9);
    let p = await getPlayer(database.db, me.userId);
    expect(p).toMatchObject({
      level: { n: 1 },
      nextLevel: { n: 2, xpThreshold: 10 },
      progress: 0.9,
    });
    await give('b', 1);
    p = await getPlayer(database.db, me.userId);
    expect(p).toMatchObject({ level: { n: 2 }, nextLevel: { n: 3, xpThreshold: 30 }, progress: 0 });
    expect(p.trophies).toHaveLength(0);
    await give('c', 20);
    await give('d', 5);
    p = await getPlayer(database.db, me.userId);
    expect(p).toMatchObject({ level: { n: 3 }, nextLevel: null, progress: 1, points: 35 });
    expect(p.trophies.map((t) => t.name)).toEqual(['Vinte']);
  });
});
