import type { FieldChange, HistoryValue } from '@orbita/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import type { EventBus } from '../../../platform/events/bus';
import { users } from '../../../platform/identity/schema';
import { inWorkspace } from '../../../platform/scope';
import { flowLists } from '../lists/schema';
import {
  flowCardChecklistItems,
  flowCardComments,
  flowProcesses,
  flowStages,
} from '../processes/schema';
import { flowChecklistItems, flowComments, flowTasks } from '../tasks/schema';
import { recordActivity, type ActivityInput } from './record';
import { flowActivity } from './schema';

/** A comment's beginning is enough to recognise it in the history. */
const EXCERPT = 140;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

async function namesOf(tx: Tx, ids: HistoryValue): Promise<HistoryValue> {
  if (!Array.isArray(ids) || ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? 'alguém que saiu').sort((a, b) => a.localeCompare(b));
}

async function stageName(tx: Tx, stageId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: flowStages.name })
    .from(flowStages)
    .where(eq(flowStages.id, stageId));
  return row?.name ?? null;
}

async function listOfTask(tx: Tx, taskId: string): Promise<string | null> {
  const [row] = await tx
    .select({ listId: flowTasks.listId })
    .from(flowTasks)
    .where(eq(flowTasks.id, taskId));
  return row?.listId ?? null;
}

/** Field changes as entries: people by name and custom fields with their label, as they are now. */
async function changeEntries(
  tx: Tx,
  base: Omit<ActivityInput, 'kind'>,
  changes: FieldChange[] | undefined,
  labels: () => Promise<Map<string, string>>,
): Promise<ActivityInput[]> {
  const entries: ActivityInput[] = [];
  for (const change of changes ?? []) {
    const entry: ActivityInput = { ...base, kind: 'changed', ...change };
    if (change.field === 'assignees') {
      entry.from = await namesOf(tx, change.from);
      entry.to = await namesOf(tx, change.to);
    } else if (change.field.startsWith('field:') && !change.label) {
      const key = change.field.slice('field:'.length);
      entry.label = (await labels()).get(key) ?? key;
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * The activity history follows flow's domain events inside the emitting transaction: a
 * change and its history entry commit (or roll back) together, and no service writes
 * history itself. Updates carry each field's before/after (`changes`, from the emitter).
 */
export function subscribeHistory(bus: EventBus): void {
  const task = (
    p: { workspaceId: string; actorId: string | null; taskId: string },
    listId: string,
  ) =>
    ({
      workspaceId: p.workspaceId,
      actorId: p.actorId,
      entityType: 'task',
      entityId: p.taskId,
      parentId: listId,
    }) as const;
  const card = (p: {
    workspaceId: string;
    actorId: string | null;
    cardId: string;
    processId: string;
  }) =>
    ({
      workspaceId: p.workspaceId,
      actorId: p.actorId,
      entityType: 'card',
      entityId: p.cardId,
      parentId: p.processId,
    }) as const;

  bus.onInTransaction('flow.task.created', (p, tx) =>
    recordActivity(tx, [{ ...task(p, p.listId), kind: 'created', to: p.status }]),
  );
  bus.onInTransaction('flow.task.updated', async (p, tx) => {
    const labels = async () => {
      const [list] = await tx
        .select({ fields: flowLists.fields })
        .from(flowLists)
        .where(eq(flowLists.id, p.listId));
      return new Map((list?.fields ?? []).map((f) => [f.key, f.label]));
    };
    await recordActivity(tx, await changeEntries(tx, task(p, p.listId), p.changes, labels));
  });
  bus.onInTransaction('flow.task.moved', async (p, tx) => {
    if (p.from === p.to) return; // a reorder inside its column is not a change of the task
    await recordActivity(tx, [
      { ...task(p, p.listId), kind: 'changed', field: 'status', from: p.from, to: p.to },
    ]);
  });
  bus.onInTransaction('flow.task.deleted', (p, tx) =>
    recordActivity(tx, [{ ...task(p, p.listId), kind: 'deleted' }]),
  );
  bus.onInTransaction('flow.task.restored', (p, tx) =>
    recordActivity(tx, [{ ...task(p, p.listId), kind: 'restored' }]),
  );
  bus.onInTransaction('flow.checklist-item.created', async (p, tx) => {
    const [item] = await tx
      .select({ text: flowChecklistItems.text })
      .from(flowChecklistItems)
      .where(eq(flowChecklistItems.id, p.checklistItemId));
    const listId = await listOfTask(tx, p.taskId);
    if (!item || !listId) return;
    await recordActivity(tx, [{ ...task(p, listId), kind: 'checklist-added', label: item.text }]);
  });
  bus.onInTransaction('flow.comment.created', async (p, tx) => {
    const [comment] = await tx
      .select({ body: flowComments.body })
      .from(flowComments)
      .where(eq(flowComments.id, p.commentId));
    const listId = await listOfTask(tx, p.taskId);
    if (!comment || !listId) return;
    await recordActivity(tx, [
      { ...task(p, listId), kind: 'comment-added', label: excerpt(comment.body) },
    ]);
  });

  bus.onInTransaction('flow.card.created', async (p, tx) =>
    recordActivity(tx, [{ ...card(p), kind: 'created', to: await stageName(tx, p.stageId) }]),
  );
  bus.onInTransaction('flow.card.updated', async (p, tx) => {
    const labels = async () => {
      const [process] = await tx
        .select({ fields: flowProcesses.fields })
        .from(flowProcesses)
        .where(eq(flowProcesses.id, p.processId));
      return new Map((process?.fields ?? []).map((f) => [f.key, f.label]));
    };
    await recordActivity(tx, await changeEntries(tx, card(p), p.changes, labels));
  });
  bus.onInTransaction('flow.card-checklist-item.created', async (p, tx) => {
    const [item] = await tx
      .select({ text: flowCardChecklistItems.text })
      .from(flowCardChecklistItems)
      .where(eq(flowCardChecklistItems.id, p.checklistItemId));
    if (item) await recordActivity(tx, [{ ...card(p), kind: 'checklist-added', label: item.text }]);
  });
  bus.onInTransaction('flow.card-comment.created', async (p, tx) => {
    const [comment] = await tx
      .select({ body: flowCardComments.body })
      .from(flowCardComments)
      .where(eq(flowCardComments.id, p.commentId));
    if (comment)
      await recordActivity(tx, [
        { ...card(p), kind: 'comment-added', label: excerpt(comment.body) },
      ]);
  });
  bus.onInTransaction('flow.card.moved', async (p, tx) => {
    if (p.fromStageId === p.toStageId) return;
    await recordActivity(tx, [
      {
        ...card(p),
        kind: 'changed',
        field: 'stage',
        from: await stageName(tx, p.fromStageId),
        to: await stageName(tx, p.toStageId),
      },
    ]);
  });
  // A card is deleted for good (no trash), and a list or process takes its records along.
  bus.onInTransaction('flow.card.deleted', async (p, tx) => {
    await tx
      .delete(flowActivity)
      .where(
        inWorkspace(
          flowActivity,
          p,
          eq(flowActivity.entityType, 'card'),
          eq(flowActivity.entityId, p.cardId),
        ),
      );
  });
  bus.onInTransaction('flow.list.deleted', async (p, tx) => {
    await tx
      .delete(flowActivity)
      .where(inWorkspace(flowActivity, p, eq(flowActivity.parentId, p.listId)));
  });
  bus.onInTransaction('flow.process.deleted', async (p, tx) => {
    await tx
      .delete(flowActivity)
      .where(inWorkspace(flowActivity, p, eq(flowActivity.parentId, p.processId)));
  });
}
