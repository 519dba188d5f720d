import type {
  createListBodySchema,
  TaskCounts,
  TaskList,
  updateListBodySchema,
} from '@orbita/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clock } from '../../../platform/clock';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { transaction } from '../../../platform/db/transaction';
import { assertVersion, updateVersioned } from '../../../platform/db/versioned';
import { AppError } from '../../../platform/errors';
import { emit } from '../../../platform/events/bus';
import { findVisibleInWorkspace, inWorkspace, visibleInWorkspace } from '../../../platform/scope';
import { byMember, type Member } from '../shared/actor';
import { flowTasks } from '../tasks/schema';
import { assertFormulasComputable, compileForSave } from './formulas';
import { emptyCounts, presentList, type ListRow } from './presenter';
import { flowLists } from './schema';
import { assertSequenceFree, freeSequence, lockWorkspaceSequences } from './sequences';

export const listNotFound = 'Lista não encontrada.';

async function countsOf(q: Queryable, listIds: string[]): Promise<Map<string, TaskCounts>> {
  const out = new Map<string, TaskCounts>();
  if (listIds.length === 0) return out;
  const rows = await q
    .select({ listId: flowTasks.listId, status: flowTasks.status, n: count() })
    .from(flowTasks)
    .where(inArray(flowTasks.listId, listIds))
    .groupBy(flowTasks.listId, flowTasks.status);
  for (const row of rows) {
    const counts = out.get(row.listId) ?? emptyCounts();
    counts[row.status] = row.n;
    out.set(row.listId, counts);
  }
  return out;
}

export async function presentLists(q: Queryable, rows: ListRow[]): Promise<TaskList[]> {
  const counts = await countsOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentList(row, counts.get(row.id)));
}

export async function listLists(q: Queryable, member: Member): Promise<TaskList[]> {
  const rows = await q
    .select()
    .from(flowLists)
    .where(inWorkspace(flowLists, member, visibleInWorkspace(member, 'lista', flowLists.id)))
    .orderBy(asc(flowLists.createdAt), asc(flowLists.id));
  return presentLists(q, rows);
}

export async function getList(q: Queryable, member: Member, id: string): Promise<TaskList> {
  const row = await findVisibleInWorkspace(q, flowLists, member, 'lista', id, listNotFound);
  const [presented] = await presentLists(q, [row]);
  return presented!;
}

/**
 * Locks the list row for the rest of the transaction. `update`: task codes, moves and list
 * changes take turns. `share`: a task's field values are checked against formulas that
 * cannot change until the commit (a formula save takes `update`). A list a restricted hub
 * narrows away from the member answers 404 (`visibleInWorkspace`), so it cannot be changed.
 */
export async function lockList(
  tx: Tx,
  member: Member,
  id: string,
  mode: 'update' | 'share' = 'update',
): Promise<ListRow> {
  const [row] = await tx
    .select()
    .from(flowLists)
    .where(
      inWorkspace(
        flowLists,
        member,
        eq(flowLists.id, id),
        visibleInWorkspace(member, 'lista', flowLists.id),
      ),
    )
    .for(mode === 'update' ? 'no key update' : 'share');
  if (!row) throw AppError.notFound(listNotFound);
  return row;
}

export async function createList(
  ctx: AppContext,
  member: Member,
  body: z.output<typeof createListBodySchema>,
): Promise<TaskList> {
  compileForSave(body.fields, body.formulas);
  const row = await transaction(ctx, async (tx) => {
    // Task codes are unique per workspace: two lists may not share a prefix and suffix.
    await lockWorkspaceSequences(tx, member.workspaceId);
    const sequence = body.sequence ?? (await freeSequence(tx, member.workspaceId, body.name));
    if (body.sequence) await assertSequenceFree(tx, member.workspaceId, sequence);
    const [inserted] = await tx
      .insert(flowLists)
      .values({
        workspaceId: member.workspaceId,
        name: body.name,
        color: body.color,
        icon: body.icon,
        codePrefix: sequence.prefix,
        codeWidth: sequence.width,
        codeSuffix: sequence.suffix,
        fields: body.fields,
        formulas: body.formulas,
        createdBy: member.userId,
      })
      .returning();
    await emit(tx, 'flow.list.created', { ...byMember(member), listId: inserted!.id });
    return inserted!;
  });
  return presentList(row);
}

/**
 * Every task's values must keep every formula computable: a new formula whose result is too
 * large for some task is refused naming that task, and nothing is saved. (A field at 0 used
 * as a divisor is fine: that task's result is empty.)
 */
async function assertTasksComputable(
  tx: Tx,
  listId: string,
  compiled: ReturnType<typeof compileForSave>,
): Promise<void> {
  if (compiled.length === 0) return;
  const rows = await tx
    .select({ code: flowTasks.code, values: flowTasks.fieldValues })
    .from(flowTasks)
    .where(eq(flowTasks.listId, listId));
  for (const row of rows) assertFormulasComputable(compiled, row.values, row.code, 'formulas');
}

export async function updateList(
  ctx: AppContext,
  member: Member,
  id: string,
  body: z.output<typeof updateListBodySchema>,
): Promise<TaskList> {
  const row = await transaction(ctx, async (tx) => {
    const current = await lockList(tx, member, id);
    assertVersion(current, body.version);
    const fields = body.fields ?? current.fields;
    const formulas = body.formulas ?? current.formulas;
    if (body.fields || body.formulas) {
      await assertTasksComputable(tx, id, compileForSave(fields, formulas));
    }
    const sequence = body.sequence ?? {};
    if (sequence.prefix !== undefined || sequence.suffix !== undefined) {
      await lockWorkspaceSequences(tx, member.workspaceId);
      await assertSequenceFree(
        tx,
        member.workspaceId,
        {
          prefix: sequence.prefix ?? current.codePrefix,
          suffix: sequence.suffix ?? current.codeSuffix,
        },
        id,
      );
    }
    if (sequence.lastNumber !== undefined && sequence.lastNumber < current.codeLastNumber) {
      const message = `O último número só pode aumentar (hoje é ${current.codeLastNumber}): códigos nunca se repetem.`;
      throw AppError.conflict(message);
    }
    const removed = current.fields
      .map((f) => f.key)
      .filter((key) => !fields.some((f) => f.key === key));
    if (removed.length > 0) {
      // A removed field's values go too, so a new field with the same key starts empty.
      await tx
        .update(flowTasks)
        .set({
          fieldValues: sql`${flowTasks.fieldValues} - array[${sql.join(
            removed.map((key) => sql`${key}`),
            sql`, `,
          )}]::text[]`,
        })
        .where(eq(flowTasks.listId, id));
    }
    const updated = await updateVersioned(
      tx,
      flowLists,
      and(eq(flowLists.id, id), eq(flowLists.workspaceId, member.workspaceId)),
      body.version,
      {
        name: body.name,
        color: body.color,
        icon: body.icon,
        codePrefix: sequence.prefix,
        codeWidth: sequence.width,
        codeSuffix: sequence.suffix,
        codeLastNumber: sequence.lastNumber,
        fields: body.fields,
        formulas: body.formulas,
        updatedAt: clock.now(),
      },
      listNotFound,
    );
    await emit(tx, 'flow.list.updated', { ...byMember(member), listId: id });
    return updated;
  });
  const [presented] = await presentLists(ctx.db, [row]);
  return presented!;
}

export async function deleteList(ctx: AppContext, member: Member, id: string): Promise<void> {
  await transaction(ctx, async (tx) => {
    const deleted = await tx
      .delete(flowLists)
      .where(
        inWorkspace(
          flowLists,
          member,
          eq(flowLists.id, id),
          visibleInWorkspace(member, 'lista', flowLists.id),
        ),
      )
      .returning({ id: flowLists.id });
    if (deleted.length === 0) throw AppError.notFound(listNotFound);
    await emit(tx, 'flow.list.deleted', { ...byMember(member), listId: id });
  });
}
