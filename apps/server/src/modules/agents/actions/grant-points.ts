import { actionRequires } from '@orbita/contracts/agents';
import type { Queryable } from '../../../platform/db/client';
import { authorizeAccountType } from '../../../platform/policy';
import { findVisibleInWorkspace } from '../../../platform/scope';
import {
  gamificationGames,
  grantIdByCause,
  grantInWorkspace,
  workspaceGrantProblem,
} from '../../gamification';
import { assertRole, currentMembers, eventActorId, permanentOnRefusal, problemOf } from './shared';
import {
  PermanentActionError,
  type ActionEnv,
  type ActionOf,
  type InternalActionHandler,
} from './types';

/** `actor` (who woke the run), `creator`, or a rendered user id. */
function recipientId(action: ActionOf<'grant_points'>, env: ActionEnv): string | null {
  const to = action.to.trim();
  if (to === 'actor') return eventActorId(env.input);
  if (to === 'creator') return env.agent.createdBy;
  return env.render(to).trim() || null;
}

/** The recipient, a member of the workspace now, or the pt-BR refusal. */
async function recipient(q: Queryable, action: ActionOf<'grant_points'>, env: ActionEnv) {
  const id = recipientId(action, env);
  const [member] = id ? await currentMembers(q, env.actor.workspaceId, [id]) : [];
  if (!member) throw new PermanentActionError('Quem recebe os pontos não é membro desta conta.');
  return member;
}

/** What would be granted, checked like the ledger's own rules (workspace's game and resource). */
async function checked(q: Queryable, action: ActionOf<'grant_points'>, env: ActionEnv) {
  assertRole(env, grantPointsAction.requires, 'grant_points');
  await permanentOnRefusal(() => authorizeAccountType(q, env.actor, 'games'));
  const grant = {
    workspaceId: env.actor.workspaceId,
    userId: await recipient(q, action, env),
    gameId: action.gameId,
    resourceId: action.resourceId,
    points: action.points,
  };
  // The agent acts as its creator: a game a restricted hub narrows away from them is as
  // missing as another workspace's (the ledger's own check knows no person).
  const { gameId } = action;
  if (gameId)
    await permanentOnRefusal(() =>
      findVisibleInWorkspace(
        q,
        gamificationGames,
        env.actor,
        'jogo',
        gameId,
        'Gamificação não encontrada.',
      ),
    );
  const problem = await workspaceGrantProblem(q, grant);
  if (problem) throw new PermanentActionError(problem);
  return grant;
}

/**
 * Points and/or one unit of a resource through gamification's ledger, in the step's
 * transaction. The cause names the agent, the run and the step: the ledger's (user, cause)
 * uniqueness makes a repeated step grant once, and the player's history says who gave it.
 */
export const grantPointsAction: InternalActionHandler<'grant_points'> = {
  kind: 'grant_points',
  external: false,
  // Giving points at will is a game manager's power (catalog writes are structure.manage);
  // deciding a check-in (content.write) only pays what a mission already promised.
  requires: actionRequires.grant_points,
  async run(action, env, tx) {
    const grant = await checked(tx, action, env);
    const cause = `agent:${env.agent.id}:${env.run.id}:${env.run.stepIndex}`;
    const result = await permanentOnRefusal(() => grantInWorkspace(tx, { ...grant, cause }));
    if (result.status === 'sold_out') throw new PermanentActionError('O recurso esgotou.');
    if (result.status === 'granted') return { grantId: result.grant.id, userId: grant.userId };
    // "duplicate": an earlier attempt of this very step already granted it.
    return { grantId: await grantIdByCause(tx, grant.userId, cause), userId: grant.userId };
  },
  async preview(action, env, db) {
    const rendered = {
      to: recipientId(action, env),
      gameId: action.gameId,
      points: action.points,
      resourceId: action.resourceId,
    };
    const problem = await problemOf(() => checked(db, action, env));
    return { rendered, problem };
  },
};
