import type {
  createCodexItemBodySchema,
  codexListQuerySchema,
  updateCodexItemBodySchema,
} from '@orbita/contracts/codex';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import { transaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors';
import { emit } from '../../platform/events/bus';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { findInWorkspace, inWorkspace, type MemberContext } from '../../platform/scope';
import { codexItems, type CodexItemRow } from './schema';

type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;

/** Also the answer for another workspace's item, so ids never reveal what other tenants hold. */
export const itemNotFound = 'Item não encontrado.';

/** A page of the workspace's items, newest first (keyset on createdAt, id). */
export async function listItems(
  q: Queryable,
  member: Member,
  query: z.output<typeof codexListQuerySchema>,
): Promise<{ rows: CodexItemRow[]; nextCursor: string | null }> {
  const [afterAt, afterId] = query.cursor ? decodeCursor(query.cursor, ['instant', 'uuid']) : [];
  const after = afterAt ? { createdAt: new Date(afterAt), id: String(afterId) } : null;
  const rows = await q
    .select()
    .from(codexItems)
    .where(
      inWorkspace(
        codexItems,
        member,
        after
          ? or(
              lt(codexItems.createdAt, after.createdAt),
              and(eq(codexItems.createdAt, after.createdAt), lt(codexItems.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(codexItems.createdAt), desc(codexItems.id))
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

export async function getItem(q: Queryable, member: Member, id: string): Promise<CodexItemRow> {
  return findInWorkspace(q, codexItems, member, id, itemNotFound);
}

export async function createItem(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createCodexItemBodySchema>,
): Promise<CodexItemRow> {
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(codexItems)
      .values({ workspaceId: member.workspaceId, name: body.name, createdBy: member.userId })
      .returning();
    await emit(tx, 'codex.item.created', {
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
  body: z.output<typeof updateCodexItemBodySchema>,
): Promise<CodexItemRow> {
  return transaction(ctx, async (tx) => {
    const [row] = await tx
      .update(codexItems)
      .set({ ...(body.name === undefined ? {} : { name: body.name }), updatedAt: new Date() })
      .where(inWorkspace(codexItems, member, eq(codexItems.id, id)))
      .returning();
    if (!row) throw AppError.notFound(itemNotFound);
    await emit(tx, 'codex.item.updated', {
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
      .delete(codexItems)
      .where(inWorkspace(codexItems, member, eq(codexItems.id, id)))
      .returning({ id: codexItems.id });
    if (deleted.length === 0) throw AppError.notFound(itemNotFound);
    await emit(tx, 'codex.item.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      itemId: id,
    });
  });
}
