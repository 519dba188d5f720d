import { agentMessages, type runsQuerySchema } from '@orbita/contracts/agents';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { inWorkspace, type MemberContext } from '../../platform/scope';
import { findAgentRow } from './service';
import { agentRuns, type AgentRunRow } from './schema';

type Member = Pick<MemberContext, 'workspaceId'>;

/**
 * An agent's run log, newest first, optionally of one status (keyset on createdAt, id). The
 * agent is looked up first, so another workspace's agent answers 404, not an empty log.
 */
export async function listRuns(
  q: Queryable,
  member: Member,
  agentId: string,
  query: z.output<typeof runsQuerySchema>,
): Promise<{ rows: AgentRunRow[]; nextCursor: string | null }> {
  await findAgentRow(q, member, agentId);
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const rows = await q
    .select()
    .from(agentRuns)
    .where(
      inWorkspace(
        agentRuns,
        member,
        eq(agentRuns.agentId, agentId),
        query.status ? eq(agentRuns.status, query.status) : undefined,
        after
          ? or(
              lt(agentRuns.createdAt, after.createdAt),
              and(eq(agentRuns.createdAt, after.createdAt), lt(agentRuns.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(agentRuns.createdAt), desc(agentRuns.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor([last.createdAt.toISOString(), last.id])
        : null,
  };
}

/** One run of one agent of the caller's workspace (404 for anything else). */
export async function getRun(
  q: Queryable,
  member: Member,
  agentId: string,
  runId: string,
): Promise<AgentRunRow> {
  const [row] = await q
    .select()
    .from(agentRuns)
    .where(inWorkspace(agentRuns, member, eq(agentRuns.agentId, agentId), eq(agentRuns.id, runId)))
    .limit(1);
  if (!row) throw AppError.notFound(agentMessages.runNotFound);
  return row;
}
