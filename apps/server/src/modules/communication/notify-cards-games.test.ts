import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectStatus, testApp, testDatabase } from '../../test/kit';
import { flowApi, inboxOf } from './notify-testing';

const database = testDatabase();
const app = await testApp();

describe('notifications from process cards', () => {
  it('assigning a card tells the assignee; a card entering another stage tells its assignee, not the mover', async () => {
    const ana = await flowApi.newCaller(app, database);
    const bruna = await flowApi.joinAs(app, database, ana.workspaceId, 'editor', 'Bruna Lima');
    const carlos = await flowApi.joinAs(app, database, ana.workspaceId, 'editor', 'Carlos Dias');
    const davi = await flowApi.newCaller(app, database);
    const process = expectStatus(
      await ana.post<{ id: string; stages: { id: string; name: string }[] }>('/processes', {
        name: 'Vendas',
        stages: [{ name: 'Contato' }, { name: 'Proposta' }, { name: 'Fechado' }],
      }),
      201,
    );
    const [contato, proposta, fechado] = process.stages;
    const card = expectStatus(
      await ana.post<{ id: string; version: number }>(`/processes/${process.id}/cards`, {
        title: 'Cliente <i>Acme</i>',
      }),
      201,
    );
    const link = `/flow/processo/${process.id}?cartao=${card.id}`;
    expectStatus(
      await ana.patch(`/cards/${card.id}`, { assigneeId: bruna.userId, version: card.version }),
      200,
    );
    expect(await inboxOf(app, bruna.userId)).toMatchObject([
      { kind: 'task', title: 'Pessoa Teste atribuiu a você o cartão “Cliente <i>Acme</i>”', link },
    ]);

    // Reordering within a stage is no news; entering another stage is.
    expectStatus(await carlos.post(`/cards/${card.id}/move`, { stageId: contato!.id }), 200);
    expect(await inboxOf(app, bruna.userId)).toHaveLength(1);
    expectStatus(await carlos.post(`/cards/${card.id}/move`, { stageId: proposta!.id }), 200);
    const inbox = await inboxOf(app, bruna.userId);
    expect(inbox).toHaveLength(2);
    expect(inbox[0]).toMatchObject({
      title: 'O cartão “Cliente <i>Acme</i>” entrou em “Proposta”',
      link,
    });
    // The assignee moving her own card hears nothing; nobody else hears anything.
    expectStatus(await bruna.post(`/cards/${card.id}/move`, { stageId: fechado!.id }), 200);
    expect(await inboxOf(app, bruna.userId)).toHaveLength(2);
    for (const other of [ana, carlos, davi]) expect(await inboxOf(app, other.userId)).toEqual([]);
  });
});

describe('notifications from gamification', () => {
  it('a mission concluded and its reward reach the player where they work, not the game’s creator', async () => {
    const creator = await flowApi.newCaller(app, database);
    const player = await flowApi.newCaller(app, database);
    // A game of the creator's workspace the player joined by its code (not a member there).
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into gamification_games (workspace_id, name, code) values ($1, 'Jogo', $2) returning id`,
      [creator.workspaceId, randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()],
    );
    const gameId = rows[0]!.id;
    await database.pool.query(
      `insert into gamification_missions (workspace_id, game_id, name, goal_kind, goal_target, reward_points)
       values ($1, $2, 'Foco total', 'tasks_done', 1, 15)`,
      [creator.workspaceId, gameId],
    );
    await database.pool.query(
      `insert into gamification_participants (workspace_id, game_id, user_id) values ($1, $2, $3)`,
      [creator.workspaceId, gameId, player.userId],
    );
    const listId = expectStatus(await player.post<{ id: string }>('/lists', { name: 'L' }), 201).id;
    expectStatus(await player.post(`/lists/${listId}/tasks`, { title: 'T', status: 'done' }), 201);

    const inbox = await inboxOf(app, player.userId);
    // One transaction: the same instant, so in kind order.
    expect(inbox.map((n) => [n.workspaceId, n.kind, n.title]).sort()).toEqual([
      [player.workspaceId, 'mission', 'Missão concluída: “Foco total”'],
      [player.workspaceId, 'reward', 'Você ganhou 15 pontos'],
    ]);
    expect(await inboxOf(app, creator.userId)).toEqual([]);
  });
});
