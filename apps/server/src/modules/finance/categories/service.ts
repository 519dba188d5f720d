import type {
  Category,
  createCategoryBodySchema,
  EntryType,
  updateCategoryBodySchema,
} from '@orbita/contracts/finance';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { financeCategories, financeEntries } from '../schema';
import { iso } from '../shared/dates';

type Ws = { workspaceId: string };
type Member = Ws & { userId: string };
type Row = typeof financeCategories.$inferSelect;
export const categoryNotFound = 'Categoria não encontrada.';
const nameTaken = () => AppError.conflict('Já existe uma categoria com este nome neste nível.');

function present(row: Row, parents: Map<string, Row>): Category {
  const parent = row.parentId ? parents.get(row.parentId) : undefined;
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    type: row.type,
    parentId: row.parentId,
    fullName: parent ? `${parent.name} › ${row.name}` : row.name,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}

/** Revenue then expense; each group followed by its subcategories, by name (pt-BR collation order). */
export async function listCategories(q: Queryable, ws: Ws, type?: EntryType): Promise<Category[]> {
  const rows = await q
    .select()
    .from(financeCategories)
    .where(inWorkspace(financeCategories, ws, type ? eq(financeCategories.type, type) : undefined))
    .orderBy(asc(financeCategories.name));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const collator = new Intl.Collator('pt-BR');
  const groups = rows
    .filter((r) => !r.parentId)
    .sort((a, b) =>
      a.type === b.type ? collator.compare(a.name, b.name) : a.type === 'revenue' ? -1 : 1,
    );
  const out: Category[] = [];
  for (const group of groups) {
    out.push(present(group, byId));
    rows
      .filter((r) => r.parentId === group.id)
      .sort((a, b) => collator.compare(a.name, b.name))
      .forEach((child) => out.push(present(child, byId)));
  }
  return out;
}

async function presentOne(q: Queryable, row: Row): Promise<Category> {
  const parents = new Map<string, Row>();
  if (row.parentId)
    parents.set(
      row.parentId,
      await findInWorkspace(q, financeCategories, row, row.parentId, categoryNotFound),
    );
  return present(row, parents);
}

export async function getCategory(q: Queryable, ws: Ws, id: string): Promise<Category> {
  return presentOne(q, await findInWorkspace(q, financeCategories, ws, id, categoryNotFound));
}

/** A parent: a group (no parent itself) of the same type in the workspace. */
async function checkParent(
  tx: Tx,
  ws: Ws,
  parentId: string,
  type: EntryType,
  selfId?: string,
): Promise<void> {
  const parent = await findInWorkspace(
    tx,
    financeCategories,
    ws,
    parentId,
    'Categoria principal não encontrada.',
  );
  if (parent.id === selfId)
    throw AppError.validation('Uma categoria não pode estar dentro dela mesma.', {
      parentId: 'Escolha outra categoria principal.',
    });
  if (parent.parentId)
    throw AppError.validation('Subcategorias não podem ter subcategorias.', {
      parentId: 'Escolha uma categoria principal.',
    });
  if (parent.type !== type)
    throw AppError.validation(
      'A categoria principal deve ser do mesmo tipo (Receita ou Despesa).',
      { parentId: 'Escolha uma categoria do mesmo tipo.' },
    );
}

export async function createCategory(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createCategoryBodySchema>,
): Promise<Category> {
  try {
    const row = await transaction(ctx, async (tx) => {
      if (body.parentId) await checkParent(tx, member, body.parentId, body.type);
      const [inserted] = await tx
        .insert(financeCategories)
        .values({
          workspaceId: member.workspaceId,
          name: body.name,
          type: body.type,
          parentId: body.parentId ?? null,
        })
        .returning();
      await emit(tx, 'finance.category.created', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        categoryId: inserted!.id,
        type: inserted!.type,
      });
      return inserted!;
    });
    return await presentOne(ctx.db, row);
  } catch (error) {
    if (isUniqueViolation(error, 'finance_categories_name_unique')) throw nameTaken();
    throw error;
  }
}

export async function updateCategory(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateCategoryBodySchema>,
): Promise<Category> {
  try {
    const row = await transaction(ctx, async (tx) => {
      const current = await findInWorkspace(tx, financeCategories, member, id, categoryNotFound);
      assertVersion(current, body.version);
      if (body.parentId) {
        await checkParent(tx, member, body.parentId, current.type, id);
        const [child] = await tx
          .select({ id: financeCategories.id })
          .from(financeCategories)
          .where(eq(financeCategories.parentId, id))
          .limit(1);
        if (child)
          throw AppError.validation(
            'Uma categoria com subcategorias não pode virar subcategoria.',
            { parentId: 'Mova as subcategorias primeiro.' },
          );
      }
      const updated = await updateVersioned(
        tx,
        financeCategories,
        and(eq(financeCategories.id, id), eq(financeCategories.workspaceId, member.workspaceId)),
        body.version,
        { name: body.name, parentId: body.parentId, updatedAt: sql`now()` },
      );
      await emit(tx, 'finance.category.updated', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
        categoryId: id,
      });
      return updated;
    });
    return await presentOne(ctx.db, row);
  } catch (error) {
    if (isUniqueViolation(error, 'finance_categories_name_unique')) throw nameTaken();
    throw error;
  }
}

/** Refused while entries use it or it has subcategories (the foreign keys would refuse too). */
export async function deleteCategory(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    await findInWorkspace(tx, financeCategories, member, id, categoryNotFound);
    // Locks the row so no entry can start using it between the check and the delete.
    await tx
      .select({ id: financeCategories.id })
      .from(financeCategories)
      .where(eq(financeCategories.id, id))
      .for('update');
    const [used] = await tx
      .select({ id: financeEntries.id })
      .from(financeEntries)
      .where(eq(financeEntries.categoryId, id))
      .limit(1);
    if (used)
      throw AppError.conflict('Esta categoria está em uso em lançamentos e não pode ser excluída.');
    const [child] = await tx
      .select({ id: financeCategories.id })
      .from(financeCategories)
      .where(eq(financeCategories.parentId, id))
      .limit(1);
    if (child)
      throw AppError.conflict('Esta categoria tem subcategorias. Exclua-as ou mova-as primeiro.');
    await tx.delete(financeCategories).where(eq(financeCategories.id, id));
    await emit(tx, 'finance.category.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      categoryId: id,
    });
  });
}

/** A category of the workspace with the entry's type (400 otherwise); takes a share lock so it cannot be deleted meanwhile. */
export async function assertCategoryFor(
  tx: Tx,
  ws: Ws,
  categoryId: string,
  type: EntryType,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(financeCategories)
    .where(inWorkspace(financeCategories, ws, eq(financeCategories.id, categoryId)))
    .for('share');
  if (!row)
    throw AppError.validation('Categoria não encontrada.', {
      categoryId: 'Categoria não encontrada.',
    });
  if (row.type !== type)
    throw AppError.validation('A categoria não é do tipo do lançamento.', {
      categoryId: 'Escolha uma categoria do mesmo tipo (Receita ou Despesa).',
    });
}
