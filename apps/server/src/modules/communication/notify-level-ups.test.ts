import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient, expectStatus, testApp, testDatabase } from '../../test/kit';
import { inboxOf } from './notify-testing';

const database = testDatabase();
const app = await testApp();
const gamApi = apiClient('/api/app/gamificacao');

describe('notifications of level-ups and new trophies', () => {
  it('an approved check-in that crosses a level and meets a trophy tells the player both', async () => {
    const creator = await gamApi.newCaller(app, database);
    const player = await gamApi.newCaller(app, database);
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into gamification_games (workspace_id, name, code) values ($1, 'Clube <i>da</i> Leitura', $2) returning id`,
      [creator.workspaceId, randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()],
    );
    const gameId = rows[0]!.id;
    const mission = await database.pool.query<{ id: string }>(
      `insert into gamification_missions (workspace_id, game_id, name, goal_kind, goal_target, reward_points)
       values ($1, $2, 'Ler um capítulo', 'manual', 1, 60) returning id`,
      [creator.workspaceId, gameId],
    );
    await database.pool.query(
      `insert into gamification_levels (workspace_id, game_id, level, name, xp_threshold)
       values ($1, $2, 1, 'Iniciante', 0), ($1, $2, 2, 'Leitor', 50), ($1, $2, 3, 'Mestre', 500)`,
      [creator.workspaceId, gameId],
    );
    await database.pool.query(
      `insert into gamification_trophies (workspace_id, game_id, name, rule_kind, rule_level)
       values ($1, $2, 'Primeiro degrau', 'level', 2)`,
      [creator.workspaceId, gameId],
    );
    await database.pool.query(
      `insert into gamification_participants (workspace_id, game_id, user_id) values ($1, $2, $3)`,
      [creator.workspaceId, gameId, player.userId],
    );

    const checkIn = expectStatus(
      await player.post<{ id: string }>(`/missions/${mission.rows[0]!.id}/check-ins`, {
        note: 'Capítulo 3',
      }),
      201,
    );
    expectStatus(await creator.post(`/check-ins/${checkIn.id}/approve`), 200);

    const titles = (await inboxOf(app, player.userId)).map((n) => [n.workspaceId, n.title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        [player.workspaceId, 'Você subiu para o nível 2 em Clube <i>da</i> Leitura'],
        [player.workspaceId, 'Novo troféu: Primeiro degrau'],
      ]),
    );
    // The creator approved: none of it is news to them.
    expect(await inboxOf(app, creator.userId)).toEqual([]);
  });
});
