import type { LocatableKind, RecordWorkspace } from '@orbita/contracts';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './db/client';
import { memberships, workspaces } from './identity/schema';
import type { ServerModule } from './module';
import type { WorkspaceTable } from './scope';

/** Which table holds each kind of record a link may open (from the modules' `locatable`). */
export type Locatables = ReadonlyMap<LocatableKind, WorkspaceTable>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The manifest's locatable records, for the workspaces module's lookup. */
    locatables: Locatables;
  }
}

/** Collects every module's locatable kinds; a kind claimed twice is a manifest mistake. */
export function collectLocatables(modules: readonly ServerModule[]): Locatables {
  const found = new Map<LocatableKind, WorkspaceTable>();
  for (const module of modules)
    for (const [kind, table] of Object.entries(module.locatable ?? {}) as [
      LocatableKind,
      WorkspaceTable,
    ][]) {
      if (found.has(kind))
        throw new Error(`Locatable kind "${kind}" declared twice (${module.name})`);
      found.set(kind, table);
    }
  return found;
}

/**
 * The workspace holding a record, when the person is a member of it; null otherwise (a
 * missing record and another tenant's answer alike, so nothing leaks to non-members). The
 * record itself is never read: only which of the person's workspaces it sits in.
 */
export async function workspaceOfRecord(
  q: Queryable,
  table: WorkspaceTable,
  userId: string,
  id: string,
): Promise<RecordWorkspace | null> {
  const [row] = await q
    .select({ workspaceId: workspaces.id, workspaceName: workspaces.name })
    .from(table as PgTable)
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, table.workspaceId), eq(memberships.userId, userId)),
    )
    .innerJoin(workspaces, eq(workspaces.id, table.workspaceId))
    .where(eq(table.id, id))
    .limit(1);
  return row ?? null;
}
