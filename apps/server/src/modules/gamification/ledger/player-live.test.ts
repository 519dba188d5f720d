import { createListBodySchema, createTaskBodySchema } from '@orbita/contracts';
import { GAMIFICATION_ENTITY, GAMIFICATION_WON_TYPE } from '@orbita/contracts/gamification';
import type { IMessage } from '@stomp/stompjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../platform/context';
import { createList, createTask, updateTask } from '../../flow';
import { getPlayer } from './player';
import { countEvent } from './progress';
import {
  connectStomp,
  createMember,
  realtimeServer,
  type RealtimeTestServer,
  testDatabase,
  until,
} from '../../../test/kit';
import { inTx, join, ledgerContext, seedGame, seedMission } from '../testing';

/**
 * A player who joined a game by its code is not a member of the game's workspace, so the
 * workspace topic never reaches them: their screens refresh from their own queue.
 */
const database = testDatabase();
const queue = '/user/queue/notifications';
let server: RealtimeTestServer;
let ctx: AppContext;

beforeAll(async () => {
  server = await realtimeServer(database);
  // Flow's writes run on this context, whose bus carries gamification's subscriptions.
  ctx = ledgerContext(database, server.app.realtime).ctx;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const body = (m: IMessage) => JSON.parse(m.body) as Record<string, unknown>;
const aboutGamification = (messages: IMessage[]) =>
  messages.filter((m) => body(m).entity === GAMIFICATION_ENTITY);

/** A creator's game and a player (own workspace only) listening on the queue and on every topic they may see. */
async function listeningPlayer() {
  const creator = await createMember(database, 'owner', 'Criadora');
  const player = await createMember(database, 'owner', 'Jogador');
  const game = await seedGame(database, creator.workspace.id);
  await join(database, game, player.user.id);
  const token = randomUUID();
  server.tokens.set(token, player.user.id);
  const stomp = await connectStomp(server.url(token));
  await stomp.subscribe(queue);
  await stomp.subscribe('/topic/*');
  const me = { userId: player.user.id, workspaceId: player.workspace.id };
  const list = await createList(ctx, me, createListBodySchema.parse({ name: 'Trabalho' }));
  const finishTask = async (title: string) => {
    const task = await createTask(ctx, me, list.id, createTaskBodySchema.parse({ title }));
    await updateTask(ctx, me, task.id, { status: 'done' } as never);
  };
  /** Waits until `count` gamification messages arrived, then a little more so an extra one would show. */
  const gamificationMessages = async (count: number) => {
    await server.app.realtime.settled();
    await until(() => aboutGamification(stomp.messages).length >= count, 3000);
    await sleep(150);
    return aboutGamification(stomp.messages);
  };
  return { creator, player, game, stomp, finishTask, gamificationMessages };
}

describe('the player’s own queue refreshes their gamification screens', () => {
  it('gets one `gamification` event per task that moves a mission (1/3, 2/3), only on their queue', async () => {
    const { player, game, finishTask, gamificationMessages } = await listeningPlayer();
    await seedMission(database, game, {
      goalKind: 'tasks_done',
      goalTarget: 3,
      recurrence: 'week',
      rewardPoints: 5,
    });
    const expected = { type: 'updated', entity: GAMIFICATION_ENTITY, id: player.user.id };

    await finishTask('Uma');
    let got = await gamificationMessages(1);
    expect(got.map(body)).toEqual([expected]);
    expect(got[0]!.headers.destination).toBe(queue);
    expect((await getPlayer(database.db, player.user.id)).games[0]!.missions[0]!.progress).toBe(1);

    await finishTask('Duas');
    got = await gamificationMessages(2);
    expect(got.map(body)).toEqual([expected, expected]);
    expect(got.every((m) => m.headers.destination === queue)).toBe(true);
    expect((await getPlayer(database.db, player.user.id)).games[0]!.missions[0]!.progress).toBe(2);
  });

  it('sends the refresh once per transaction even when progress, grant and trophies all change', async () => {
    const { player, game, finishTask, gamificationMessages, stomp } = await listeningPlayer();
    await seedMission(database, game, {
      goalKind: 'tasks_done',
      goalTarget: 1,
      recurrence: 'week',
      rewardPoints: 5,
    });

    await finishTask('Única');
    await gamificationMessages(1);
    await until(() => stomp.messages.some((m) => body(m).type === GAMIFICATION_WON_TYPE), 3000);
    await sleep(150);
    const onQueue = stomp.messages.filter((m) => m.headers.destination === queue).map(body);
    expect(onQueue.filter((m) => m.entity === GAMIFICATION_ENTITY)).toEqual([
      { type: 'updated', entity: GAMIFICATION_ENTITY, id: player.user.id },
    ]);
    expect(onQueue.filter((m) => m.type === GAMIFICATION_WON_TYPE)).toEqual([
      { type: GAMIFICATION_WON_TYPE, quantidade: 5, nome: 'Pontos' },
    ]);
  });

  it('sends nothing for progress that rolled back', async () => {
    const { player, game, stomp } = await listeningPlayer();
    await seedMission(database, game, {
      goalKind: 'inbox_processed',
      goalTarget: 3,
      recurrence: 'week',
      rewardPoints: 1,
    });

    await expect(
      inTx(ctx, async (tx) => {
        await countEvent(tx, {
          userId: player.user.id,
          goalKind: 'inbox_processed',
          source: `item:${randomUUID()}`,
        });
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    await server.app.realtime.settled();
    await sleep(300);
    expect(aboutGamification(stomp.messages)).toEqual([]);
    expect((await getPlayer(database.db, player.user.id)).games[0]!.missions[0]!.progress).toBe(0);
  });
});
