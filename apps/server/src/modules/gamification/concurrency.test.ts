import { CONFLICT_MESSAGE } from '@orbita/contracts';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../test/kit';
import { expectVersionedEdits } from '../../test/version-conflicts';
import { makeGame, makeResource, newCaller } from './testing';

const database = testDatabase();
const app = await testApp();

describe('gamification: concurrent edits of the same version, the second answers 409 with the current record', () => {
  it('games', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    await expectVersionedEdits(owner, {
      path: `/games/${game.id}`,
      first: { name: 'Desafio de março', rankingPeriod: 'fortnight' },
      second: { name: 'Desafio de abril' },
    });
  });

  it('missions', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const mission = expectStatus(
      await owner.post<{ id: string }>(`/games/${game.id}/missions`, {
        name: 'Concluir tarefas',
        goal: { kind: 'tasks_done', target: 3 },
        reward: { points: 10 },
      }),
      201,
    );
    await expectVersionedEdits(owner, {
      path: `/missions/${mission.id}`,
      first: { name: 'Concluir 5 tarefas', description: 'Semana produtiva' },
      second: { name: 'Concluir 10 tarefas' },
    });
  });

  it('resources', async () => {
    const owner = await newCaller(app, database);
    const resource = await makeResource(owner);
    await expectVersionedEdits(owner, {
      path: `/resources/${resource.id}`,
      first: { name: 'Moeda de ouro', rarity: 'rare' },
      second: { name: 'Moeda de prata' },
    });
  });

  it('store items', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const item = expectStatus(
      await owner.post<{ id: string }>(`/games/${game.id}/store-items`, {
        name: 'Folga',
        price: { points: 100 },
      }),
      201,
    );
    await expectVersionedEdits(owner, {
      path: `/store-items/${item.id}`,
      read: `/games/${game.id}/store-items`,
      pick: (answer) =>
        (answer.items as { id: string }[] | undefined)?.find((i) => i.id === item.id) ?? answer,
      first: { name: 'Folga remunerada', stock: 3 },
      second: { name: 'Meia folga' },
    });
  });
});

describe('gamification: trophies and the level ladder are versioned too', () => {
  it('trophies', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const trophy = expectStatus(
      await owner.post<{ id: string }>(`/games/${game.id}/trophies`, {
        name: 'Primeiros 100',
        rule: { kind: 'points', points: 100 },
      }),
      201,
    );
    await expectVersionedEdits(owner, {
      path: `/trophies/${trophy.id}`,
      read: `/games/${game.id}/trophies`,
      pick: (answer) =>
        (answer.items as { id: string }[] | undefined)?.find((t) => t.id === trophy.id) ?? answer,
      first: { name: 'Primeiros 200', description: 'Some 200 pontos' },
      second: { name: 'Primeiros 300' },
    });
  });

  it('levels: a ladder replaced on an older version answers 409 with the current ladder', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const path = `/games/${game.id}/levels`;
    const gameVersion = () =>
      owner.get<{ version: number }>(`/games/${game.id}`).then((r) => expectStatus(r, 200).version);
    const formVersion = await gameVersion();
    const before = expectStatus(await owner.get<{ version: number }>(path), 200);
    expect(before).toEqual({ items: [], version: 1 });

    // Two editors opened the same (empty) ladder; the first saves.
    const mine = [{ name: 'Iniciante', xpThreshold: 0 }];
    const saved = expectStatus(
      await owner.put<{ version: number }>(path, { levels: mine, version: 1 }),
      200,
    );
    expect(saved).toMatchObject({ items: [{ level: 1, name: 'Iniciante' }], version: 2 });

    // The second, still on version 1, would wipe it: refused, nothing changed.
    const stale = await owner.put<{ code: string; current?: { version: number } }>(path, {
      levels: [{ name: 'Novato', xpThreshold: 0 }],
      version: 1,
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'conflict',
      message: CONFLICT_MESSAGE,
      current: { items: [{ name: 'Iniciante' }], version: 2 },
    });
    expect(expectStatus(await owner.get(path), 200)).toMatchObject({
      items: [{ name: 'Iniciante' }],
      version: 2,
    });

    // On the current version it passes; without a version, last write wins as before.
    expectStatus(
      await owner.put(path, { levels: [{ name: 'Novato', xpThreshold: 0 }], version: 2 }),
      200,
    );
    const blind = expectStatus(await owner.put<{ version: number }>(path, { levels: [] }), 200);
    expect(blind.version).toBe(4);
    // Saving the ladder does not make an open game form stale.
    expect(await gameVersion()).toBe(formVersion);
  });
});
