import type { ItemRequest } from '@orbita/contracts/gamification';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { users } from '../../../platform/identity/schema';
import { inWorkspace } from '../../../platform/scope';
import type { Member } from '../catalog/common';
import { gamificationResources } from '../catalog/schema';
import { notifyPlayer, publishChange } from './events';
import { gamificationItemRequests } from './item-requests-schema';

type Status = ItemRequest['status'];
const r = gamificationItemRequests;

type Scope = { workspaceId: string } | { userId: string };

async function load(q: Queryable, scope: Scope, where?: ReturnType<typeof eq>, status?: Status) {
  const condition = and(where, status ? eq(r.status, status) : undefined);
  const rows = await q
    .select({
      id: r.id,
      resourceId: r.resourceId,
      resourceName: gamificationResources.name,
      userId: r.userId,
      userName: users.name,
      text: r.text,
      status: r.status,
      createdAt: r.createdAt,
      decidedAt: r.decidedAt,
    })
    .from(r)
    .innerJoin(gamificationResources, eq(gamificationResources.id, r.resourceId))
    .innerJoin(users, eq(users.id, r.userId))
    .where(
      'workspaceId' in scope
        ? inWorkspace(r, scope, condition)
        : and(eq(r.userId, scope.userId), condition),
    )
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(200);
  return rows.map((row): ItemRequest => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

/** Free-text effects asked by players in the current workspace, newest first (the latest 200). */
export function listItemRequests(q: Queryable, member: Member, status?: Status) {
  return load(q, { workspaceId: member.workspaceId }, undefined, status);
}

/** The player's own requests, in every workspace (newest first, the latest 200). */
export function listMyItemRequests(q: Queryable, userId: string) {
  return load(q, { userId });
}

/** Honour or decline a pending request, once: a decided one answers 409. */
export async function decideItemRequest(
  tx: Tx,
  member: Member,
  id: string,
  status: Exclude<Status, 'pending'>,
): Promise<ItemRequest> {
  const [row] = await tx
    .update(r)
    .set({ status, decidedAt: new Date(), decidedBy: member.userId })
    .where(inWorkspace(r, member, eq(r.id, id), eq(r.status, 'pending')))
    .returning({ id: r.id, userId: r.userId });
  if (!row) {
    const [exists] = await tx
      .select({ id: r.id })
      .from(r)
      .where(inWorkspace(r, member, eq(r.id, id)));
    if (!exists) throw AppError.notFound('Pedido não encontrado.');
    throw AppError.conflict('Este pedido já foi decidido.');
  }
  await emit(tx, 'gamification.item-request.decided', {
    workspaceId: member.workspaceId,
    actorId: member.userId,
    requestId: id,
    userId: row.userId,
    status,
  });
  publishChange(tx, member.workspaceId, id, { gameId: null, userId: row.userId, points: 0 });
  notifyPlayer(tx, row.userId);
  const [request] = await load(tx, { workspaceId: member.workspaceId }, eq(r.id, id));
  return request!;
}
