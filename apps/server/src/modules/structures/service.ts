import type {
  createStructuresItemBodySchema,
  structuresListQuerySchema,
  updateStructuresItemBodySchema,
} from '@orbita/contracts/structures';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../platform/scope';
import { structuresItems, type StructuresItemRow } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;

/** Also the answer for another workspace's item, so ids never reveal what other tenants hold. */
export const itemNotFound = 'Item não encontrado.';

/** A page of the workspace's items, newest first (keyset on createdAt, id). */
export async function listItems(
  q: Queryable,
  member: Member,
  query: z.output<typeof structuresListQuerySchema>,
): Promise<{ rows: StructuresItemRow[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const rows = await q
    .select()
    .from(structuresItems)
    .where(
      inWorkspace(
        structuresItems,
        member,
        after
          ? or(
              lt(structuresItems.createdAt, after.createdAt),
              and(eq(structuresItems.createdAt, after.createdAt), lt(structuresItems.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(structuresItems.createdAt), desc(structuresItems.id))
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

export async function getItem(
  q: Queryable,
  member: Member,
  id: string,
): Promise<StructuresItemRow> {
  return findInWorkspace(q, structuresItems, member, id, itemNotFound);
}

export async function createItem(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createStructuresItemBodySchema>,
): Promise<StructuresItemRow> {
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(structuresItems)
      .values({ workspaceId: member.workspaceId, name: body.name, createdBy: member.userId })
      .returning();
    await emit(tx, 'structures.item.created', {
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
  body: z.output<typeof updateStructuresItemBodySchema>,
): Promise<StructuresItemRow> {
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .update(structuresItems)
      .set({ ...(body.name === undefined ? {} : { name: body.name }), updatedAt: new Date() })
      .where(inWorkspace(structuresItems, member, eq(structuresItems.id, id)))
      .returning();
    if (!row) throw AppError.notFound(itemNotFound);
    await emit(tx, 'structures.item.updated', {
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
      .delete(structuresItems)
      .where(inWorkspace(structuresItems, member, eq(structuresItems.id, id)))
      .returning({ id: structuresItems.id });
    if (deleted.length === 0) throw AppError.notFound(itemNotFound);
    await emit(tx, 'structures.item.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      itemId: id,
    });
  });
}
