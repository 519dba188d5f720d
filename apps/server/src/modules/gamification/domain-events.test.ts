import { randomUUID } from 'node:crypto';
import { TAB_HEADER } from '@orbita/contracts';
import { GAMIFICATION_ENTITY, type Player } from '@orbita/contracts/gamification';
import { describe, expect, it } from 'vitest';
import { type Caller, expectStatus, testApp, testDatabase, watchWorkspace } from '../../test/kit';
import { makeGame, newCaller } from './testing';

const database = testDatabase();
const app = await testApp();

/** A call to any area of the API as `caller`, from the browser tab `tab`. */
async function call(
  caller: Caller,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  tab?: string,
) {
  const res = await app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${caller.token}`,
      'x-workspace-id': caller.workspaceId,
      ...(tab ? { [TAB_HEADER]: tab } : {}),
    },
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: string; items?: { id: string }[] }>();
}

describe('gamification domain events', () => {
  it('a catalog write emits its event and publishes the record with the asking tab as origin', async () => {
    const owner = await newCaller(app, database);
    const { published, events, emitted } = watchWorkspace(app, owner.workspaceId);
    const tab = randomUUID();

    const resource = await call(
      owner,
      'POST',
      '/api/app/gamificacao/resources',
      { name: 'Moeda' },
      tab,
    );
    expect(events).toEqual([
      {
        event: {
          name: 'gamification.resource.created',
          payload: {
            workspaceId: owner.workspaceId,
            actorId: owner.userId,
            resourceId: resource.id,
          },
        },
        origin: tab,
      },
    ]);
    expect(published).toEqual([
      {
        type: 'created',
        workspaceId: owner.workspaceId,
        entity: GAMIFICATION_ENTITY,
        id: resource.id,
        data: resource,
        origin: tab,
      },
    ]);
    emitted('gamification.');

    const game = await makeGame(owner);
    expect(emitted('gamification.')).toEqual(['gamification.game.created']);
    expectStatus(await owner.post(`/play/${game.code}/join`), 200);
    expect(emitted('gamification.')).toEqual(['gamification.participant.joined']);
  });

  it('tasks completed and entries recorded through their APIs move the player’s missions', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    expectStatus(await owner.post(`/play/${game.code}/join`), 200);
    for (const kind of ['tasks_done', 'finance_entries'])
      expectStatus(
        await owner.post(`/games/${game.id}/missions`, {
          name: kind,
          goal: { kind, target: 2 },
          reward: { points: 1 },
        }),
        201,
      );
    const { emitted } = watchWorkspace(app, owner.workspaceId);

    const list = await call(owner, 'POST', '/api/app/flow/lists', { name: 'Trabalho' });
    const task = await call(owner, 'POST', `/api/app/flow/lists/${list.id}/tasks`, {
      title: 'Uma',
    });
    await call(owner, 'PATCH', `/api/app/flow/tasks/${task.id}`, { status: 'done' });
    const box = await call(owner, 'POST', '/api/app/riqueza/boxes', {
      name: 'Conta',
      kind: 'bank_account',
      openingDate: '2025-01-01',
    });
    await call(owner, 'POST', '/api/app/riqueza/entries', {
      boxId: box.id,
      date: '2025-03-05',
      value: 1000,
      type: 'expense',
      description: 'Mercado',
    });

    const player = expectStatus(await owner.get<Player>('/player'), 200);
    expect(
      player.games[0]!.missions.map((m) => [m.name, m.progress]).sort(([a], [b]) =>
        String(a).localeCompare(String(b)),
      ),
    ).toEqual([
      ['finance_entries', 1],
      ['tasks_done', 1],
    ]);
    expect(emitted('gamification.')).toEqual([
      'gamification.mission.progressed',
      'gamification.mission.progressed',
    ]);
  });
});
