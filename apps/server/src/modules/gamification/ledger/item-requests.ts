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

async function load(q: Queryable, member: Member, where?: ReturnType<typeof eq>, status?: Status) {
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
    .where(inWorkspace(r, member, where, status ? eq(r.status, status) : undefined))
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
  return load(q, member, undefined, status);
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
  const [request] = await load(tx, member, and(eq(r.id, id)));
  return request!;
}
