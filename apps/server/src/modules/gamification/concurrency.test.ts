import { describe, it } from 'vitest';
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
