import type { RealtimeChange, RealtimeEntities, RealtimeEntity } from '@orbita/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { afterCommit } from '../db/transaction';

/** One change to tell a workspace's sockets: the entity (typed by contracts) and its presented data. */
export interface Change<E extends RealtimeEntity = RealtimeEntity> {
  type: RealtimeChange;
  entity: E;
  id: string;
  data: RealtimeEntities[E];
}

/**
 * THE publish helper for routes: call it after the service returned (its transaction has
 * committed), with what the route answers. The workspace is the member's, and the origin is
 * the asking tab (`X-Orbita-Tab`), which skips its own echo.
 */
export async function publish(request: FastifyRequest, ...changes: Change[]): Promise<void> {
  const workspaceId = request.member.workspaceId;
  const origin = request.ctx.origin ?? null;
  for (const change of changes) {
    await request.server.realtime.publish({ ...change, workspaceId, origin });
  }
}

/**
 * The same from inside a transaction (a service or an event handler that only holds `tx`):
 * delivered once the transaction commits, never on rollback.
 */
export function publishAfterCommit(tx: Tx, workspaceId: string, ...changes: Change[]): void {
  afterCommit(tx, async (ctx) => {
    for (const change of changes) {
      await ctx.realtime.publish({ ...change, workspaceId, origin: ctx.origin ?? null });
    }
  });
}
