import type {
  createHubsItemBodySchema,
  hubsListQuerySchema,
  updateHubsItemBodySchema,
} from '@orbita/contracts/hubs';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../platform/scope';
import { hubsItems, type HubsItemRow } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;

/** Also the answer for another workspace's item, so ids never reveal what other tenants hold. */
export const itemNotFound = 'Item não encontrado.';

/** A page of the workspace's items, newest first (keyset on createdAt, id). */
export async function listItems(
  q: Queryable,
  member: Member,
  query: z.output<typeof hubsListQuerySchema>,
): Promise<{ rows: HubsItemRow[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const rows = await q
    .select()
    .from(hubsItems)
    .where(
      inWorkspace(
        hubsItems,
        member,
        after
          ? or(
              lt(hubsItems.createdAt, after.createdAt),
              and(eq(hubsItems.createdAt, after.createdAt), lt(hubsItems.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(hubsItems.createdAt), desc(hubsItems.id))
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

export async function getItem(q: Queryable, member: Member, id: string): Promise<HubsItemRow> {
  return findInWorkspace(q, hubsItems, member, id, itemNotFound);
}

export async function createItem(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createHubsItemBodySchema>,
): Promise<HubsItemRow> {
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(hubsItems)
      .values({ workspaceId: member.workspaceId, name: body.name, createdBy: member.userId })
      .returning();
    await emit(tx, 'hubs.item.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      itemId: row!.id,
    });
    return row!;
  });
}

export async function updateItem(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateHubsItemBodySchema>,
): Promise<HubsItemRow> {
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .update(hubsItems)
      .set({ ...(body.name === undefined ? {} : { name: body.name }), updatedAt: new Date() })
      .where(inWorkspace(hubsItems, member, eq(hubsItems.id, id)))
      .returning();
    if (!row) throw AppError.notFound(itemNotFound);
    await emit(tx, 'hubs.item.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      itemId: id,
    });
    return row;
  });
}

export async function deleteItem(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(hubsItems)
      .where(inWorkspace(hubsItems, member, eq(hubsItems.id, id)))
      .returning({ id: hubsItems.id });
    if (deleted.length === 0) throw AppError.notFound(itemNotFound);
    await emit(tx, 'hubs.item.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      itemId: id,
    });
  });
}
