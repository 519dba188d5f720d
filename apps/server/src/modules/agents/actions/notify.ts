import { actionRequires } from '@orbita/contracts/agents';
import { NOTIFICATION_TITLE_MAX } from '@orbita/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { emit } from '../../../platform/events/bus';
import { memberships } from '../../../platform/identity/schema';
import { assertRole, currentMembers, eventActorId, problemOf, runLink } from './shared';
import {
  PermanentActionError,
  type ActionEnv,
  type ActionOf,
  type InternalActionHandler,
} from './types';

const nobody = 'Nenhum destinatário é membro desta conta agora.';

/** The members the action names, now: people who left the workspace are dropped silently. */
async function recipients(
  q: Queryable,
  action: ActionOf<'notify'>,
  env: ActionEnv,
): Promise<string[]> {
  const workspaceId = env.actor.workspaceId;
  const { to } = action;
  if (Array.isArray(to)) return currentMembers(q, workspaceId, to);
  if (to === 'creator')
    return currentMembers(q, workspaceId, env.agent.createdBy ? [env.agent.createdBy] : []);
  if (to === 'actor') {
    const actorId = eventActorId(env.input);
    return currentMembers(q, workspaceId, actorId ? [actorId] : []);
  }
  const rows = await q
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.workspaceId, workspaceId),
        to === 'admins' ? inArray(memberships.role, ['owner', 'admin']) : undefined,
      ),
    );
  return rows.map((r) => r.userId);
}

/** An empty rendered title (a field the event lacked) still says who speaks. */
function texts(action: ActionOf<'notify'>, env: ActionEnv) {
  const title = env.render(action.title).trim() || `Mensagem do agente “${env.agent.name}”`;
  const body = env.render(action.body).trim();
  return { title: title.slice(0, NOTIFICATION_TITLE_MAX), body: body || null };
}

/**
 * Tells members through communication (in the app and by e-mail as each one's preferences
 * say, live after the commit), by an event: agents never call into communication. The link
 * opens this run in the agent's log.
 */
export const notifyAction: InternalActionHandler<'notify'> = {
  kind: 'notify',
  external: false,
  requires: actionRequires.notify,
  async run(action, env, tx) {
    assertRole(env, this.requires, this.kind);
    const userIds = await recipients(tx, action, env);
    if (userIds.length === 0) throw new PermanentActionError(nobody);
    await emit(tx, 'agents.notice.sent', {
      workspaceId: env.actor.workspaceId,
      // The agent speaks, not its creator: the creator is told too when named.
      actorId: null,
      agentId: env.agent.id,
      runId: env.run.id,
      userIds,
      ...texts(action, env),
      link: runLink(env.agent.id, env.run.id),
    });
    // Each one is told as their preferences say (the app, e-mail, or neither).
    return { notified: userIds.length };
  },
  async preview(action, env, db) {
    let count = 0;
    const problem = await problemOf(async () => {
      assertRole(env, this.requires, this.kind);
      count = (await recipients(db, action, env)).length;
      if (count === 0) throw new PermanentActionError(nobody);
    });
    return { rendered: { ...texts(action, env), recipients: count }, problem };
  },
};
