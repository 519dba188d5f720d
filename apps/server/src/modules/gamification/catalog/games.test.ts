import { describe, expect, it } from 'vitest';
import { GAME_CODE_ALPHABET } from '@orbita/contracts/gamification';
import { expectStatus, testApp, testDatabase } from '../../../test/kit';
import { joinAs, makeGame, makeResource, newCaller } from '../testing';

const app = await testApp();
const database = testDatabase();

interface GameBody {
  id: string;
  code: string;
  name: string;
  status: string;
  rankingPeriod: string;
  scoringFormula: string;
  participantsCount: number;
  dailyReward: {
    points: number;
    resourceId: string | null;
    quantity: number;
    resource: { name: string } | null;
  };
}

describe('games', () => {
  it('creates a game with a generated code, a daily reward and the scoring formula', async () => {
    const owner = await newCaller(app, database);
    const coin = await makeResource(owner, { name: 'Moeda de ouro' });
    const game = expectStatus(
      await owner.post<GameBody>('/games', {
        name: 'Desafio do mês',
        dailyReward: { points: 5, resourceId: coin.id, quantity: 2 },
      }),
      201,
    );
    expect(game.code).toMatch(new RegExp(`^[${GAME_CODE_ALPHABET}]{6}$`));
    expect(game).toMatchObject({
      name: 'Desafio do mês',
      status: 'active',
      rankingPeriod: 'week',
      participantsCount: 0,
    });
    expect(game.dailyReward).toEqual({
      points: 5,
      resourceId: coin.id,
      quantity: 2,
      resource: expect.objectContaining({ name: 'Moeda de ouro' }),
    });
    expect(game.scoringFormula).toBe(
      'Pontos = soma dos pontos das recompensas recebidas no período (missões, acesso diário). Empate: quem chegou primeiro.',
    );

    const updated = expectStatus(
      await owner.patch<GameBody>(`/games/${game.id}`, {
        status: 'archived',
        rankingPeriod: 'all',
      }),
      200,
    );
    expect(updated).toMatchObject({ status: 'archived', rankingPeriod: 'all', code: game.code });
    const archived = expectStatus(
      await owner.get<{ items: GameBody[] }>('/games?status=archived'),
      200,
    );
    expect(archived.items.map((g) => g.id)).toEqual([game.id]);
    expect(
      expectStatus(await owner.get<{ items: GameBody[] }>('/games?status=active'), 200).items,
    ).toEqual([]);
    expectStatus(await owner.del(`/games/${game.id}`), 200);
    expect((await owner.get(`/games/${game.id}`)).status).toBe(404);
  });

  it('refuses deleting a game that already has participants (archive it instead)', async () => {
    const owner = await newCaller(app, database);
    const player = await newCaller(app, database);
    const game = await makeGame(owner);
    expectStatus(await player.post(`/play/${game.code}/join`), 200);
    const refused = await owner.del<{ message: string }>(`/games/${game.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Esta gamificação já tem participantes e não pode ser excluída. Arquive-a.',
    );
    expect((await owner.get(`/games/${game.id}`)).status).toBe(200);
  });

  it('keeps codes unique across Orbita and edits them case-insensitively', async () => {
    const a = await newCaller(app, database);
    const b = await newCaller(app, database);
    const first = await makeGame(a);
    const second = await makeGame(b);
    const taken = await b.patch<{ message: string }>(`/games/${second.id}`, {
      code: first.code.toLowerCase(),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'Este código já está em uso por outra gamificação. Escolha outro.',
    );
    const fresh =
      `Z${first.code.slice(1)}` === first.code
        ? `Y${first.code.slice(1)}`
        : `Z${first.code.slice(1)}`;
    const renamed = await b.patch<GameBody>(`/games/${second.id}`, { code: fresh.toLowerCase() });
    // The random code of yet another game could already be this one; then the answer is 409, never a 500.
    expect([200, 409]).toContain(renamed.status);
    if (renamed.status === 200) expect(renamed.body.code).toBe(fresh);
    const bad = await b.patch<{ fields: Record<string, string> }>(`/games/${second.id}`, {
      code: 'ABC10O',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.code).toBe('O código tem 6 letras ou números (sem I, O, 0 e 1).');
  });

  it('validates the game body in pt-BR', async () => {
    const owner = await newCaller(app, database);
    const res = await owner.post<{ fields: Record<string, string> }>('/games', {
      name: '',
      rankingPeriod: 'year',
      dailyReward: { points: -1, quantity: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: 'Informe o nome.',
      rankingPeriod: 'Escolha um período válido.',
      'dailyReward.points': 'Os pontos não podem ser negativos.',
    });
    const noResource = await owner.post<{ fields: Record<string, string> }>('/games', {
      name: 'J',
      dailyReward: { points: 0, quantity: 3 },
    });
    expect(noResource.body.fields['dailyReward.resourceId']).toBe(
      'Escolha o recurso dessa quantidade.',
    );
    const extra = await owner.post('/games', { name: 'J', code: 'ABCDEF' });
    expect(extra.status).toBe(400);
  });

  it('replaces levels with strictly increasing XP', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const levels = expectStatus(
      await owner.put<{ items: { level: number; name: string; xpThreshold: number }[] }>(
        `/games/${game.id}/levels`,
        {
          levels: [
            { name: 'Novato', xpThreshold: 0 },
            { name: 'Aprendiz', xpThreshold: 100 },
            { name: 'Mestre', xpThreshold: 500 },
          ],
        },
      ),
      200,
    );
    expect(levels.items.map((l) => [l.level, l.name, l.xpThreshold])).toEqual([
      [1, 'Novato', 0],
      [2, 'Aprendiz', 100],
      [3, 'Mestre', 500],
    ]);
    const flat = await owner.put<{ fields: Record<string, string> }>(`/games/${game.id}/levels`, {
      levels: [
        { name: 'A', xpThreshold: 10 },
        { name: 'B', xpThreshold: 10 },
      ],
    });
    expect(flat.status).toBe(400);
    expect(flat.body.fields['levels.1.xpThreshold']).toBe(
      'O XP do nível 2 deve ser maior que o do nível 1.',
    );
    expectStatus(
      await owner.put(`/games/${game.id}/levels`, { levels: [{ name: 'Único', xpThreshold: 0 }] }),
      200,
    );
    expect(
      expectStatus(await owner.get<{ items: unknown[] }>(`/games/${game.id}/levels`), 200).items,
    ).toHaveLength(1);
  });

  it('manages trophies whose mission rule must be a mission of the same game', async () => {
    const owner = await newCaller(app, database);
    const game = await makeGame(owner);
    const otherGame = await makeGame(owner);
    const mission = expectStatus(
      await owner.post<{ id: string }>(`/games/${otherGame.id}/missions`, {
        name: 'M',
        goal: { kind: 'manual', target: 1 },
        reward: { points: 1 },
      }),
      201,
    );
    expect(
      (
        await owner.post(`/games/${game.id}/trophies`, {
          name: 'T',
          rule: { kind: 'mission', missionId: mission.id },
        })
      ).status,
    ).toBe(404);
    const own = expectStatus(
      await owner.post<{ id: string }>(`/games/${game.id}/missions`, {
        name: 'M',
        goal: { kind: 'manual', target: 1 },
        reward: { points: 1 },
      }),
      201,
    );
    const trophy = expectStatus(
      await owner.post<{ id: string; rule: unknown }>(`/games/${game.id}/trophies`, {
        name: 'Campeão',
        rule: { kind: 'mission', missionId: own.id },
      }),
      201,
    );
    expect(trophy.rule).toEqual({ kind: 'mission', missionId: own.id });
    const changed = expectStatus(
      await owner.patch<{ rule: unknown; name: string }>(`/trophies/${trophy.id}`, {
        name: 'Lenda',
        rule: { kind: 'points', points: 1000 },
      }),
      200,
    );
    expect(changed).toMatchObject({ name: 'Lenda', rule: { kind: 'points', points: 1000 } });
    const badRule = await owner.post<{ message: string }>(`/games/${game.id}/trophies`, {
      name: 'T',
      rule: { kind: 'streak', days: 3 },
    });
    expect(badRule.status).toBe(400);
    expect(
      expectStatus(await owner.get<{ items: unknown[] }>(`/games/${game.id}/trophies`), 200).items,
    ).toHaveLength(1);
    expectStatus(await owner.del(`/trophies/${trophy.id}`), 200);
    expect((await owner.del(`/trophies/${trophy.id}`)).status).toBe(404);
  });

  it('isolates games of other workspaces and lets an Observador only read', async () => {
    const owner = await newCaller(app, database);
    const other = await newCaller(app, database);
    const game = await makeGame(owner);
    for (const url of [
      `/games/${game.id}`,
      `/games/${game.id}/levels`,
      `/games/${game.id}/trophies`,
      `/games/${game.id}/missions`,
      `/games/${game.id}/participants`,
    ]) {
      expect((await other.get(url)).status, url).toBe(404);
    }
    expect((await other.patch(`/games/${game.id}`, { name: 'Meu' })).status).toBe(404);
    expect((await other.put(`/games/${game.id}/levels`, { levels: [] })).status).toBe(404);
    expect(
      (
        await other.post(`/games/${game.id}/trophies`, {
          name: 'T',
          rule: { kind: 'level', level: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await other.del(`/games/${game.id}`)).status).toBe(404);

    const viewer = await joinAs(app, database, owner.workspaceId, 'viewer');
    expect((await viewer.get(`/games/${game.id}`)).status).toBe(200);
    expect((await viewer.post('/games', { name: 'X' })).status).toBe(403);
    expect((await viewer.patch(`/games/${game.id}`, { name: 'X' })).status).toBe(403);
    expect((await viewer.put(`/games/${game.id}/levels`, { levels: [] })).status).toBe(403);
    expect((await viewer.post(`/games/${game.id}/trophies`, {})).status).toBe(403);
    expect((await viewer.del(`/games/${game.id}`)).status).toBe(403);
  });
});
