import type { CheckIn, Player, Ranking, TeamRanking } from '@orbita/contracts/gamification';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { grant } from './grant';
import { type Caller, ok, testApp, testDatabase } from '../../../test/kit';
import { inTx, join, joinAs, newCaller, seedGame, seedMission, seedResource } from '../testing';

const database = testDatabase();
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

async function world() {
  const owner = await newCaller(app, database);
  const outsider = await newCaller(app, database);
  const game = await seedGame(database, owner.workspaceId, {
    name: 'Jogo da equipe',
    rankingPeriod: 'all',
  });
  return { owner, outsider, game };
}
const give = (
  game: { id: string; workspaceId: string },
  who: Caller,
  points: number,
  cause: string,
) =>
  inTx(app, (tx) =>
    grant(tx, {
      workspaceId: game.workspaceId,
      userId: who.userId,
      gameId: game.id,
      cause,
      points,
    }),
  );

describe('rankings over HTTP', () => {
  it('another workspace’s game answers 404 unless the caller participates', async () => {
    const { owner, outsider, game } = await world();
    await join(database, game, owner.userId);
    await give(game, owner, 7, 'r1');
    const url = `/games/${game.id}/ranking`;
    const missing = await outsider.get(url);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Gamificação não encontrada.' });
    expect(JSON.stringify(missing.body)).not.toContain('Jogo da equipe');
    expect((await outsider.get(`${url}/teams`)).status).toBe(404);
    expect((await outsider.get(`/games/${crypto.randomUUID()}/ranking`)).status).toBe(404);

    const own = await ok<Ranking>(owner.get(url));
    expect(own).toMatchObject({
      period: 'all',
      me: { position: 1, points: 7 },
      top: [{ position: 1, userId: owner.userId, points: 7 }],
    });

    await join(database, game, outsider.userId);
    const asPlayer = await ok<Ranking>(outsider.get(`${url}?period=week&limit=10`));
    expect(asPlayer).toMatchObject({ period: 'week', me: null });
    expect(asPlayer.top.map((e) => e.points)).toEqual([7]);
    await ok<TeamRanking>(outsider.get(`${url}/teams?period=day`));
    const bad = await outsider.get(`${url}?period=year&limit=0`);
    expect(bad.status).toBe(400);
  });
});

describe('player over HTTP', () => {
  it('shows the games played and uses a usable resource from the inventory', async () => {
    const { owner, outsider: player, game } = await world();
    await join(database, game, player.userId);
    const potion = await seedResource(database, owner.workspaceId, { name: 'Poção', usable: true });
    const rock = await seedResource(database, owner.workspaceId, { name: 'Pedra' });
    await inTx(app, (tx) =>
      grant(tx, {
        workspaceId: game.workspaceId,
        userId: player.userId,
        gameId: game.id,
        cause: 'p',
        points: 3,
        resourceId: potion.id,
        quantity: 2,
      }),
    );
    await inTx(app, (tx) =>
      grant(tx, {
        workspaceId: game.workspaceId,
        userId: player.userId,
        gameId: game.id,
        cause: 'r',
        resourceId: rock.id,
        quantity: 1,
      }),
    );

    const me = await ok<Player>(player.get('/player'));
    expect(me).toMatchObject({
      points: 3,
      games: [{ game: { id: game.id, name: 'Jogo da equipe' }, points: 3 }],
    });
    expect(me.inventory.map((e) => `${e.resource.name}:${e.quantity}`)).toEqual([
      'Pedra:1',
      'Poção:2',
    ]);

    expect(await ok(player.post(`/player/inventory/${potion.id}/use`, { quantity: 1 }))).toEqual({
      resourceId: potion.id,
      used: 1,
      remaining: 1,
      effect: null,
      outcome: 'Você usou Poção.',
    });
    const short = await player.post(`/player/inventory/${potion.id}/use`, {
      quantity: 5,
    });
    expect(short).toMatchObject({ status: 409, body: { message: 'Saldo insuficiente.' } });
    expect((await player.post(`/player/inventory/${rock.id}/use`, {})).status).toBe(409);
    expect((await owner.post(`/player/inventory/${potion.id}/use`, {})).status).toBe(404);
    expect((await player.post(`/player/inventory/${potion.id}/use`, { quantity: 0 })).status).toBe(
      400,
    );
  });
});

describe('manual check-ins', () => {
  it('a participant checks in, an Editor+ of the game’s workspace approves, and it counts once', async () => {
    const { owner, outsider: player, game } = await world();
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer', 'Observadora');
    const mission = await seedMission(database, game, {
      name: 'Leu 1 livro',
      goalKind: 'manual',
      goalTarget: 1,
      rewardPoints: 8,
    });
    const automatic = await seedMission(database, game, { goalKind: 'tasks_done', goalTarget: 1 });

    expect((await player.post(`/missions/${mission.id}/check-ins`, {})).status).toBe(404);
    await join(database, game, player.userId);
    const checkIn = await ok<CheckIn>(
      player.post(`/missions/${mission.id}/check-ins`, { note: 'Terminei' }),
      201,
    );
    expect(checkIn).toMatchObject({
      status: 'pending',
      note: 'Terminei',
      missionName: 'Leu 1 livro',
      userId: player.userId,
    });
    expect((await player.post(`/missions/${mission.id}/check-ins`, {})).status).toBe(409);
    expect((await player.post(`/missions/${automatic.id}/check-ins`, {})).status).toBe(409);

    expect((await player.get(`/games/${game.id}/check-ins`)).status).toBe(404);
    expect((await viewer.get(`/games/${game.id}/check-ins`)).status).toBe(403);
    expect((await viewer.post(`/check-ins/${checkIn.id}/approve`)).status).toBe(403);
    expect((await player.post(`/check-ins/${checkIn.id}/approve`)).status).toBe(404);
    const pending = await ok<{ items: CheckIn[] }>(
      owner.get(`/games/${game.id}/check-ins?status=pending`),
    );
    expect(pending.items.map((c) => c.id)).toEqual([checkIn.id]);

    expect(await ok<CheckIn>(owner.post(`/check-ins/${checkIn.id}/approve`))).toMatchObject({
      status: 'approved',
      decidedBy: owner.userId,
    });
    expect((await owner.post(`/check-ins/${checkIn.id}/reject`)).status).toBe(409);
    const me = await ok<Player>(player.get('/player'));
    expect(me.games[0]!.missions.find((m) => m.id === mission.id)).toMatchObject({
      progress: 1,
      completed: true,
    });
    expect(me.points).toBe(8);
  });
});
