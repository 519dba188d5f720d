import {
  RULES_MAX,
  type createRuleBodySchema,
  type EntryType,
  type FinanceRule,
  type reorderRulesBodySchema,
  type updateRuleBodySchema,
} from '@orbita/contracts/finance';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findInWorkspace, inWorkspace } from '../../../platform/scope';
import { financeCategories } from '../schema';
import { iso } from '../shared/dates';
import { financeRules } from './schema';

/**
 * Import rules of a workspace: CRUD, enable/disable and order. Each write runs in one
 * transaction under the workspace's rule lock (positions stay 1..n without gaps or twins
 * however many people reorder at once) and emits its `finance.rule.*` event. A move is not
 * an edit of the rule: it leaves `version` alone, so nobody's open edit turns stale by it.
 */
type Ws = { workspaceId: string };
type Member = Ws & { userId: string };
type Row = typeof financeRules.$inferSelect;

export const ruleNotFound = 'Regra não encontrada.';

function present(row: Row, categoryName: string): FinanceRule {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    pattern: row.pattern,
    match: row.match,
    type: row.type,
    categoryId: row.categoryId,
    categoryName,
    rename: row.rename,
    position: row.position,
    enabled: row.enabled,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  };
}

const parent = alias(financeCategories, 'parent');

/** Rules with their categories' names ("Moradia › Aluguel" for a subcategory, as categories show it). */
async function selectRules(q: Queryable, where: SQL | undefined): Promise<FinanceRule[]> {
  const rows = await q
    .select({ rule: financeRules, name: financeCategories.name, parentName: parent.name })
    .from(financeRules)
    .innerJoin(financeCategories, eq(financeCategories.id, financeRules.categoryId))
    .leftJoin(parent, eq(parent.id, financeCategories.parentId))
    .where(where)
    .orderBy(asc(financeRules.position), asc(financeRules.createdAt));
  return rows.map((r) => present(r.rule, r.parentName ? `${r.parentName} › ${r.name}` : r.name));
}

/** The workspace's rules, first tried first. */
export const listRules = (q: Queryable, ws: Ws) => selectRules(q, inWorkspace(financeRules, ws));

async function presentOne(q: Queryable, row: Row): Promise<FinanceRule> {
  const [rule] = await selectRules(q, eq(financeRules.id, row.id));
  if (!rule) throw AppError.notFound(ruleNotFound);
  return rule;
}

export async function getRule(q: Queryable, ws: Ws, id: string): Promise<FinanceRule> {
  return presentOne(q, await findInWorkspace(q, financeRules, ws, id, ruleNotFound));
}

/** One writer of a workspace's rules at a time: positions are read, then written. */
async function lockRules(tx: Tx, ws: Ws): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`finance-rules:${ws.workspaceId}`}, 0))`,
  );
}

/** A category of the workspace whose type is the rule's (the rows it takes are of that type). */
async function assertCategory(tx: Tx, ws: Ws, categoryId: string, type: EntryType) {
  const [category] = await tx
    .select({ type: financeCategories.type })
    .from(financeCategories)
    .where(inWorkspace(financeCategories, ws, eq(financeCategories.id, categoryId)))
    .for('share');
  if (!category)
    throw AppError.validation('Categoria não encontrada.', {
      categoryId: 'Categoria não encontrada.',
    });
  if (category.type !== type)
    throw AppError.validation(
      type === 'expense'
        ? 'Uma regra de despesas precisa de uma categoria de despesa.'
        : 'Uma regra de receitas precisa de uma categoria de receita.',
      { categoryId: 'Escolha uma categoria do mesmo tipo da regra.' },
    );
}

export async function createRule(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createRuleBodySchema>,
): Promise<FinanceRule> {
  const row = await transaction(ctx, async (tx) => {
    await lockRules(tx, member);
    await assertCategory(tx, member, body.categoryId, body.type);
    const [{ count, last }] = (await tx
      .select({
        count: sql<number>`count(*)::int`,
        last: sql<number>`coalesce(max(${financeRules.position}), 0)::int`,
      })
      .from(financeRules)
      .where(inWorkspace(financeRules, member))) as [{ count: number; last: number }];
    if (count >= RULES_MAX)
      throw AppError.validation(`Use no máximo ${RULES_MAX} regras. Exclua alguma antes.`);
    const [inserted] = await tx
      .insert(financeRules)
      .values({
        workspaceId: member.workspaceId,
        pattern: body.pattern,
        match: body.match,
        type: body.type,
        categoryId: body.categoryId,
        rename: body.rename ?? null,
        enabled: body.enabled,
        position: last + 1,
        createdBy: member.userId,
      })
      .returning();
    await emit(tx, 'finance.rule.created', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      ruleId: inserted!.id,
    });
    return inserted!;
  });
  return presentOne(ctx.db, row);
}

export async function updateRule(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateRuleBodySchema>,
): Promise<FinanceRule> {
  const row = await transaction(ctx, async (tx) => {
    await lockRules(tx, member);
    const current = await findInWorkspace(tx, financeRules, member, id, ruleNotFound);
    assertVersion(current, body.version);
    const type = body.type ?? current.type;
    if (body.categoryId !== undefined || body.type !== undefined)
      await assertCategory(tx, member, body.categoryId ?? current.categoryId, type);
    const updated = await updateVersioned(
      tx,
      financeRules,
      and(eq(financeRules.id, id), eq(financeRules.workspaceId, member.workspaceId)),
      body.version,
      {
        pattern: body.pattern,
        match: body.match,
        type: body.type,
        categoryId: body.categoryId,
        rename: body.rename,
        enabled: body.enabled,
        updatedAt: sql`now()`,
      },
      ruleNotFound,
    );
    await emit(tx, 'finance.rule.updated', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      ruleId: id,
    });
    return updated;
  });
  return presentOne(ctx.db, row);
}

/** The rules after the deleted one move up one place. */
export async function deleteRule(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    await lockRules(tx, member);
    const current = await findInWorkspace(tx, financeRules, member, id, ruleNotFound);
    await tx.delete(financeRules).where(eq(financeRules.id, id));
    await tx
      .update(financeRules)
      .set({ position: sql`${financeRules.position} - 1` })
      .where(
        inWorkspace(financeRules, member, sql`${financeRules.position} > ${current.position}`),
      );
    await emit(tx, 'finance.rule.deleted', {
      workspaceId: member.workspaceId,
      actorId: member.userId,
      ruleId: id,
    });
  });
}

/**
 * The new order names every rule of the workspace exactly once: a list made before someone
 * else added or deleted one is refused (409), so nobody's rule silently lands somewhere.
 */
export async function reorderRules(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof reorderRulesBodySchema>,
): Promise<{ rules: FinanceRule[]; moved: FinanceRule[] }> {
  const before = await transaction(ctx, async (tx) => {
    await lockRules(tx, member);
    const rows = await tx
      .select({ id: financeRules.id, position: financeRules.position })
      .from(financeRules)
      .where(inWorkspace(financeRules, member));
    const known = new Map(rows.map((r) => [r.id, r.position]));
    const asked = new Set(body.ids);
    if (asked.size !== body.ids.length || asked.size !== known.size)
      throw AppError.conflict('As regras mudaram enquanto você as ordenava. Confira a nova lista.');
    for (const ruleId of body.ids)
      if (!known.has(ruleId))
        throw AppError.conflict(
          'As regras mudaram enquanto você as ordenava. Confira a nova lista.',
        );
    const moved: string[] = [];
    for (const [index, ruleId] of body.ids.entries()) {
      if (known.get(ruleId) === index + 1) continue;
      moved.push(ruleId);
      await tx
        .update(financeRules)
        .set({ position: index + 1 })
        .where(eq(financeRules.id, ruleId));
    }
    if (moved.length > 0)
      await emit(tx, 'finance.rule.reordered', {
        workspaceId: member.workspaceId,
        actorId: member.userId,
      });
    return new Set(moved);
  });
  const rules = await listRules(ctx.db, member);
  return { rules, moved: rules.filter((r) => before.has(r.id)) };
}

/** What the import preview applies: the enabled rules, first tried first. */
export async function enabledRules(q: Queryable, ws: Ws): Promise<Row[]> {
  return q
    .select()
    .from(financeRules)
    .where(inWorkspace(financeRules, ws, eq(financeRules.enabled, true)))
    .orderBy(asc(financeRules.position), asc(financeRules.createdAt));
}
