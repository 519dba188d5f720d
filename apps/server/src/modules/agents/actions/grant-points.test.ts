import type { AgentActionInput } from '@orbita/contracts/agents';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  callerFor,
  expectStatus,
  memberOf,
  testApp,
  testDatabase,
  type Caller,
} from '../../../test/kit';
import { action, envFor, expectPermanent, previewAction, runAction } from './action-testing';

const database = testDatabase();
const app = await testApp();
const gam = apiClient('/api/app/gamificacao');

const code = () => randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase();

async function gameOf(owner: Caller, name = 'Clube') {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into gamification_games (workspace_id, name, code) values ($1, $2, $3) returning id`,
    [owner.workspaceId, name, code()],
  );
  return rows[0]!.id;
}

async function join(gameId: string, who: Caller) {
  await database.pool.query(
    `insert into gamification_participants (workspace_id, game_id, user_id)
     select workspace_id, id, $2 from gamification_games where id = $1`,
    [gameId, who.userId],
  );
}

async function resourceOf(owner: Caller) {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into gamification_resources (workspace_id, name) values ($1, 'Medalha') returning id`,
    [owner.workspaceId],
  );
  return rows[0]!.id;
}

async function grantsOf(who: Caller) {
  const { rows } = await database.pool.query<Record<string, unknown>>(
    `select id, workspace_id, game_id, points, resource_id, quantity, cause
       from gamification_grants where user_id = $1 order by created_at`,
    [who.userId],
  );
  return rows;
}

/** Ana (Principal, the agent's creator) and Bia (Editor) who did what woke the run. */
async function team() {
  const ana = await gam.newCaller(app, database);
  const bia = await gam.joinAs(app, database, ana.workspaceId, 'editor', 'Bia');
  return { ana, bia };
}

type GrantInput = Extract<AgentActionInput, { kind: 'grant_points' }>;
const give = (over: Partial<GrantInput> = {}) =>
  action({ kind: 'grant_points', to: 'actor', points: 10, ...over } as GrantInput);

describe('agent action: grant_points', () => {
  it('gives the event’s actor personal points; the cause names the agent, run and step', async () => {
    const { ana, bia } = await team();
    const env = envFor(app, { ...ana, input: { actor: { id: bia.userId, name: 'Bia' } } });
    const out = await runAction(give(), env);
    const grants = await grantsOf(bia);
    expect(grants).toEqual([
      {
        id: out.grantId,
        workspace_id: ana.workspaceId,
        game_id: null,
        points: 10,
        resource_id: null,
        quantity: 0,
        cause: `agent:${env.agent.id}:${env.run.id}:0`,
      },
    ]);
    expect(out).toEqual({ grantId: grants[0]!.id, userId: bia.userId });
    // The same step again (a retry after a lost answer) grants nothing more and names the grant.
    expect(await runAction(give(), env)).toEqual(out);
    expect(await grantsOf(bia)).toHaveLength(1);
  });

  it('gives points and one resource in a game of the workspace to a participant (creator or rendered id)', async () => {
    const { ana, bia } = await team();
    const gameId = await gameOf(ana);
    const resourceId = await resourceOf(ana);
    await join(gameId, bia);
    await join(gameId, ana);
    const env = envFor(app, { ...ana, input: { event: { userId: bia.userId } } });
    await runAction(give({ to: '{{event.userId}}', gameId, resourceId, points: 5 }), env);
    expect(await grantsOf(bia)).toMatchObject([
      { game_id: gameId, points: 5, resource_id: resourceId, quantity: 1 },
    ]);
    await runAction(give({ to: 'creator', gameId }), { ...env, run: { ...env.run, stepIndex: 1 } });
    expect(await grantsOf(ana)).toMatchObject([{ game_id: gameId, points: 10 }]);
    const { rows } = await database.pool.query(
      `select points from gamification_player_scores where game_id = $1 and user_id = $2`,
      [gameId, bia.userId],
    );
    expect(rows).toEqual([{ points: 5 }]);
  });

  it('refuses for good, in pt-BR: another workspace’s game or resource, a non-member, a non-participant, a low role', async () => {
    const { ana, bia } = await team();
    const other = await gam.newCaller(app, database);
    const foreignGame = await gameOf(other);
    const foreignResource = await resourceOf(other);
    await join(foreignGame, bia); // even as a participant there, the game is not Ana's workspace's
    const myGame = await gameOf(ana, 'Liga <b>');
    const env = envFor(app, { ...ana, input: { actor: { id: bia.userId } } });
    const refusal = (over: Partial<GrantInput>, e = env) => runAction(give(over), e);

    await expectPermanent(refusal({ gameId: foreignGame }), 'Gamificação não encontrada.');
    await expectPermanent(refusal({ resourceId: foreignResource }), 'Recurso não encontrado.');
    await expectPermanent(
      refusal({ gameId: myGame }),
      'Quem recebe não participa da gamificação “Liga <b>”.',
    );
    await expectPermanent(
      refusal({ to: other.userId }),
      'Quem recebe os pontos não é membro desta conta.',
    );
    await expectPermanent(
      refusal({ to: 'not-an-id' }),
      'Quem recebe os pontos não é membro desta conta.',
    );
    await expectPermanent(refusal({ points: 0 }), 'Informe pontos ou um recurso para dar.');
    await expectPermanent(
      refusal({}, { ...env, actor: { ...env.actor, role: 'editor' } }),
      'O agente age como Editor e não pode “Dar pontos ou recurso” (precisa de Criador ou acima).',
    );
    expect(await grantsOf(bia)).toEqual([]);
  });

  it('previews who receives what and the problem, granting nothing', async () => {
    const { ana, bia } = await team();
    const other = await gam.newCaller(app, database);
    const env = envFor(app, { ...ana, input: { actor: { id: bia.userId } } });
    expect(await previewAction(give(), env)).toEqual({
      rendered: { to: bia.userId, gameId: null, points: 10, resourceId: null },
      problem: null,
    });
    const foreign = await gameOf(other);
    expect((await previewAction(give({ gameId: foreign }), env)).problem).toBe(
      'Gamificação não encontrada.',
    );
    expect(await grantsOf(bia)).toEqual([]);
  });

  it('acts as its creator: a game a restricted hub narrows away from them is missing', async () => {
    const { ana, bia } = await team();
    const gameId = await gameOf(ana);
    await join(gameId, bia);
    const fabrica = callerFor(app, '/api/app/fabrica', ana.token, ana);
    const hub = expectStatus(
      await fabrica.post<{ id: string }>('/hubs', { name: 'Diretoria', restricted: true }),
      201,
    );
    expectStatus(
      await fabrica.post(`/hubs/${hub.id}/itens`, { kind: 'jogo', recordId: gameId }),
      200,
    );
    const creator = async (inHub: boolean) => {
      const who = await memberOf(database, 'creator', ana.workspaceId);
      if (inHub)
        expectStatus(
          await fabrica.post(`/hubs/${hub.id}/membros`, { userId: who.userId, role: 'editor' }),
          200,
        );
      return envFor(app, {
        ...who,
        role: 'creator',
        input: { actor: { id: bia.userId, name: 'Bia' } },
      });
    };

    const outside = await creator(false);
    expect((await previewAction(give({ gameId }), outside)).problem).toBe(
      'Gamificação não encontrada.',
    );
    await expectPermanent(runAction(give({ gameId }), outside), 'Gamificação não encontrada.');
    expect(await grantsOf(bia)).toEqual([]);

    const member = await creator(true);
    expect((await previewAction(give({ gameId }), member)).problem).toBeNull();
    await runAction(give({ gameId }), member);
    expect(await grantsOf(bia)).toMatchObject([{ game_id: gameId, points: 10 }]);
  });
});
