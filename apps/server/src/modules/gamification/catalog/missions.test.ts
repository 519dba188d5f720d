import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGame } from './games-service';
import { activeMissionsFor } from '../ledger/catalog';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, makeGame, makeResource, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

interface MissionBody {
  id: string;
  status: string;
  goal: { kind: string; listId: string | null; target: number };
  goalText: string;
  recurrence: string;
  reward: {
    points: number;
    resourceId: string | null;
    quantity: number;
    resource: { name: string } | null;
  };
}

describe('missions', () => {
  it('creates a mission counting tasks of a list, with a reward, and changes its status', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const trophy = await makeResource(owner, { name: 'Estrela' });
    const list = await app.inject({
      method: 'POST',
      url: '/api/app/flow/lists',
      headers: { authorization: `Bearer ${owner.token}`, 'x-workspace-id': owner.workspaceId },
      payload: { name: 'Sprint' },
    });
    const listId = list.json<{ id: string }>().id;
    const mission = expectStatus(
      await owner.post<MissionBody>(`/games/${game.id}/missions`, {
        name: 'Conclua 3 tarefas',
        goal: { kind: 'tasks_done', listId, target: 3 },
        recurrence: 'week',
        reward: { points: 30, resourceId: trophy.id, quantity: 1 },
      }),
      201,
    );
    expect(mission).toMatchObject({
      status: 'active',
      goal: { kind: 'tasks_done', listId, target: 3 },
      goalText: 'Concluir 3 tarefas',
      recurrence: 'week',
    });
    expect(mission.reward).toMatchObject({
      points: 30,
      resourceId: trophy.id,
      quantity: 1,
      resource: { name: 'Estrela' },
    });

    const paused = expectStatus(
      await owner.patch<MissionBody>(`/missions/${mission.id}`, { status: 'standby' }),
      200,
    );
    expect(paused.status).toBe('standby');
    expect(
      expectStatus(
        await owner.get<{ items: MissionBody[] }>(`/games/${game.id}/missions?status=active`),
        200,
      ).items,
    ).toEqual([]);
    expect(
      expectStatus(await owner.get<{ items: MissionBody[] }>(`/games/${game.id}/missions`), 200)
        .items,
    ).toHaveLength(1);
    expectStatus(await owner.del(`/missions/${mission.id}`), 200);
    expect((await owner.get(`/missions/${mission.id}`)).status).toBe(404);
  });

  it('validates goals, recurrences and rewards in pt-BR', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const res = await owner.post<{ fields: Record<string, string> }>(`/games/${game.id}/missions`, {
      name: 'X',
      goal: { kind: 'inbox_processed', listId: randomUUID(), target: 0 },
      recurrence: 'year',
      reward: { points: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'goal.target': 'A meta deve ser de pelo menos 1.',
      'goal.listId': 'Só o objetivo "Tarefas concluídas" usa uma lista.',
      recurrence: 'Escolha uma recorrência válida.',
    });
    const kind = await owner.post<{ fields: Record<string, string> }>(
      `/games/${game.id}/missions`,
      { name: 'X', goal: { kind: 'steps', target: 1 }, reward: {} },
    );
    expect(kind.body.fields['goal.kind']).toBe('Escolha um objetivo válido.');
  });

  it("answers 404 for another workspace's game, list, resource or mission", async () => {
    const owner = await newCaller(app, database);
    const other = await newCaller(app, database);
    const game = await makeGame(owner);
    const theirGame = await makeGame(other);
    const theirResource = await makeResource(other);
    const theirList = await app.inject({
      method: 'POST',
      url: '/api/app/flow/lists',
      headers: { authorization: `Bearer ${other.token}`, 'x-workspace-id': other.workspaceId },
      payload: { name: 'Deles' },
    });
    const body = { name: 'M', goal: { kind: 'tasks_done', target: 1 }, reward: { points: 1 } };
    expect((await owner.post(`/games/${theirGame.id}/missions`, body)).status).toBe(404);
    expect(
      (
        await owner.post(`/games/${game.id}/missions`, {
          ...body,
          reward: { points: 0, resourceId: theirResource.id, quantity: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await owner.post(`/games/${game.id}/missions`, {
          ...body,
          goal: { kind: 'tasks_done', listId: theirList.json<{ id: string }>().id, target: 1 },
        })
      ).status,
    ).toBe(404);
    const mission = expectStatus(
      await owner.post<MissionBody>(`/games/${game.id}/missions`, body),
      201,
    );
    expect((await other.get(`/missions/${mission.id}`)).status).toBe(404);
    expect((await other.patch(`/missions/${mission.id}`, { status: 'concluded' })).status).toBe(
      404,
    );
    expect((await other.del(`/missions/${mission.id}`)).status).toBe(404);
    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect((await viewer.get(`/missions/${mission.id}`)).status).toBe(200);
    expect((await viewer.post(`/games/${game.id}/missions`, body)).status).toBe(403);
    expect((await viewer.patch(`/missions/${mission.id}`, { status: 'concluded' })).status).toBe(
      403,
    );
    expect((await viewer.del(`/missions/${mission.id}`)).status).toBe(403);
  });

  it('lists the active missions of active games a user plays, for the ledger', async () => {
    const owner = await newCaller(app, database);
    const player = await newCaller(app, database);
    const game = await makeGame(owner);
    const archived = await makeGame(owner);
    const make = async (gameId: string, kind: string, status = 'active') =>
      expectStatus(
        await owner.post<MissionBody>(`/games/${gameId}/missions`, {
          name: kind,
          status,
          goal: { kind, target: 2 },
          reward: { points: 1 },
        }),
        201,
      );
    const counted = await make(game.id, 'finance_entries');
    await make(game.id, 'finance_entries', 'standby');
    await make(game.id, 'manual');
    await make(archived.id, 'finance_entries');
    expect(await activeMissionsFor(database.db, player.userId, 'finance_entries')).toEqual([]);
    expectStatus(await player.post(`/play/${game.code}/join`), 200);
    expectStatus(await player.post(`/play/${archived.code}/join`), 200);
    await owner.patch(`/games/${archived.id}`, { status: 'archived' });
    const missions = await activeMissionsFor(database.db, player.userId, 'finance_entries');
    expect(missions.map((m) => [m.id, m.workspaceId])).toEqual([[counted.id, owner.workspaceId]]);
  });

  it('retries the generated code when it collides with an existing one', async () => {
    const owner = await newCaller(app, database);
    const existing = await makeGame(owner);
    const codes = [existing.code, existing.code, 'QQQ' + existing.code.slice(3)];
    const fresh = codes[2]!;
    const made = await createGame(
      app.ctx,
      { userId: owner.userId, workspaceId: owner.workspaceId },
      {
        name: 'Outro',
        description: '',
        rankingPeriod: 'day',
        dailyReward: { points: 0, resourceId: null, quantity: 0 },
      },
      () => codes.shift()!,
    );
    // `fresh` may, by chance, be taken too; then the generator's third answer is the one that collided.
    expect(made.code).toBe(fresh);
  });
});
