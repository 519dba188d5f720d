import type { AgentVersion } from '@orbita/contracts/agents';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { users } from '../../platform/identity/schema';
import type { MemberContext } from '../../platform/scope';
import { presentVersion } from './presenter';
import { applyChange, findAgentRow, getAgent } from './service';
import { agentVersions } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId' | 'role'>;

export const versionNotFound = 'Versão não encontrada.';

/**
 * The agent's versions, newest first. The versions table has no workspace column: the agent
 * is looked up in the caller's workspace first, so another workspace's answers 404.
 */
export async function listVersions(
  q: Queryable,
  member: Member,
  agentId: string,
): Promise<AgentVersion[]> {
  await findAgentRow(q, member, agentId);
  const rows = await q
    .select({ version: agentVersions, creatorName: users.name })
    .from(agentVersions)
    .leftJoin(users, eq(users.id, agentVersions.createdBy))
    .where(eq(agentVersions.agentId, agentId))
    .orderBy(desc(agentVersions.version));
  return rows.map(({ version, creatorName }) =>
    presentVersion(
      version,
      version.createdBy && creatorName !== null
        ? { id: version.createdBy, name: creatorName }
        : null,
    ),
  );
}

/**
 * Restoring version N makes a NEW version with N's name and definition (history is never
 * rewritten), with the same checks as an edit (the role one can give, a valid schedule).
 */
export async function restoreVersion(
  ctx: AppContext,
  member: Member,
  agentId: string,
  version: number,
  now = new Date(),
) {
  await transaction(ctx, async (tx) => {
    await findAgentRow(tx, member, agentId, true);
    const [saved] = await tx
      .select()
      .from(agentVersions)
      .where(and(eq(agentVersions.agentId, agentId), eq(agentVersions.version, version)))
      .limit(1);
    if (!saved) throw AppError.notFound(versionNotFound);
    const { budget, ...definition } = saved.definition;
    await applyChange(
      tx,
      member,
      agentId,
      { name: saved.name, ...definition, budget },
      undefined,
      now,
    );
  });
  return getAgent(ctx.db, member, agentId);
}
