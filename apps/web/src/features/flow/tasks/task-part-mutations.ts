import type { ChecklistItem, Task, TaskComment, TaskDetail } from '@orbita/contracts/flow';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addToList, removeFromLists, replaceInLists, updateInLists } from '../../../platform/cache';
import { useVersionedSave, versionConflictOf } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { taskQueries } from './task-queries';
import { tasksApi } from './tasks-api';

const fail = (error: Error) => notify.error(error.message);

/** Applies `change` to the cached task: its detail and its cards and rows in every view. */
function patchTask(client: QueryClient, taskId: string, change: (task: Task) => Partial<Task>) {
  client.setQueryData<TaskDetail>(
    taskQueries.detail(taskId).queryKey,
    (old) => old && { ...old, ...change(old) },
  );
  for (const key of [
    ['flow-task', 'column'],
    ['flow-task', 'table'],
  ])
    updateInLists<Task>(client, key, taskId, (task) => ({ ...task, ...change(task) }));
}

/**
 * Rewrites the detail's checklist items and, from them, the `done/total` every card and
 * row shows: the answer is the item, the counts follow from the whole checklist.
 */
function writeChecklist(
  client: QueryClient,
  taskId: string,
  change: (items: ChecklistItem[]) => ChecklistItem[],
) {
  const detail = client.getQueryData<TaskDetail>(taskQueries.detail(taskId).queryKey);
  if (!detail) return;
  const items = change(detail.checklistItems);
  const checklist = { done: items.filter((i) => i.done).length, total: items.length };
  client.setQueryData<TaskDetail>(taskQueries.detail(taskId).queryKey, {
    ...detail,
    checklistItems: items,
    checklist,
  });
  patchTask(client, taskId, () => ({ checklist }));
}

const replaced = (item: ChecklistItem) => (items: ChecklistItem[]) =>
  items.map((i) => (i.id === item.id ? item : i));

export function useAddChecklistItem(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => tasksApi.addChecklist(taskId, text),
    onSuccess: (item) =>
      writeChecklist(client, taskId, (items) =>
        items.some((i) => i.id === item.id) ? items : [...items, item],
      ),
    onError: fail,
  });
}

/** One item as the server answered it (an edit, or the newer item a 409 brought). */
export const writeChecklistItem = (client: QueryClient, taskId: string, item: ChecklistItem) =>
  writeChecklist(client, taskId, replaced(item));

/**
 * Toggle and text edits of checklist items go through the concurrency piece: the item's
 * version goes with each, and a stale one opens the conflict dialog. One per checklist.
 */
export function useChecklistSave(taskId: string) {
  const client = useQueryClient();
  return useVersionedSave<ChecklistItem, { id: string; text?: string; done?: boolean }>({
    send: async ({ id, ...body }) => {
      const item = await tasksApi.updateChecklist(taskId, id, body);
      writeChecklistItem(client, taskId, item);
      return item;
    },
    writeCurrent: (item) => writeChecklistItem(client, taskId, item),
    labels: { text: 'Texto', done: 'Feito' },
  });
}

export function useRemoveChecklistItem(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: ChecklistItem) => tasksApi.removeChecklist(taskId, item.id),
    onSuccess: ({ id }) =>
      writeChecklist(client, taskId, (items) => items.filter((i) => i.id !== id)),
    onError: fail,
  });
}

export const CHECKLIST_ORDER_CHANGED =
  'Outra pessoa mudou este item do checklist enquanto você arrastava. A lista atual foi carregada: arraste de novo se ainda quiser.';

/**
 * A checklist drag: the new order shows at once (optimistic); the answer brings the item's
 * rank. It goes on the item's version (the one on screen): a stale one is not reapplied (its
 * "after X" was decided on another list): the list reloads and the person drags again.
 */
export function useMoveChecklistItem(taskId: string) {
  const client = useQueryClient();
  const key = taskQueries.detail(taskId).queryKey;
  return useMutation({
    mutationFn: ({
      id,
      version,
      placement,
    }: {
      id: string;
      version?: number;
      order: string[];
      placement: { afterId: string | null; beforeId: string | null };
    }) => tasksApi.moveChecklist(taskId, id, { ...placement, version }),
    onMutate: ({ order }) => {
      const before = client.getQueryData<TaskDetail>(key);
      if (before)
        client.setQueryData<TaskDetail>(key, {
          ...before,
          checklistItems: order
            .map((id) => before.checklistItems.find((i) => i.id === id)!)
            .filter(Boolean),
        });
      return { before };
    },
    onSuccess: (item) => writeChecklist(client, taskId, replaced(item)),
    onError: (error, _v, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      const current = versionConflictOf<ChecklistItem>(error);
      if (!current) return fail(error);
      writeChecklist(client, taskId, replaced(current));
      // The rest of the list may have moved too: the task is read again.
      void client.invalidateQueries({ queryKey: key });
      notify.warning(CHECKLIST_ORDER_CHANGED);
    },
  });
}

/** Comments are listed oldest first: a new one goes last, and the task's count follows. */
export function useAddComment(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => tasksApi.addComment(taskId, body),
    onSuccess: (comment) => {
      const key = taskQueries.comments(taskId).queryKey;
      if (!addToList(client, key, comment)) void client.invalidateQueries({ queryKey: key });
      patchTask(client, taskId, (task) => ({ commentCount: task.commentCount + 1 }));
    },
    onError: fail,
  });
}

/**
 * A comment's edit through the concurrency piece: the version its editor opened on goes
 * with it, so the author's other tab or device cannot silently overwrite it (409 → dialog).
 */
export function useCommentSave(taskId: string, onReapplied: () => void) {
  const client = useQueryClient();
  const write = (comment: TaskComment) =>
    replaceInLists(client, taskQueries.comments(taskId).queryKey, comment);
  return useVersionedSave<TaskComment, { id: string; body: string }>({
    send: async ({ id, ...body }) => {
      const comment = await tasksApi.editComment(taskId, id, body);
      write(comment);
      return comment;
    },
    writeCurrent: write,
    labels: { body: 'Comentário' },
    onReapplied,
  });
}

export function useRemoveComment(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => tasksApi.removeComment(taskId, id),
    onSuccess: ({ id }) => {
      removeFromLists(client, taskQueries.comments(taskId).queryKey, id);
      patchTask(client, taskId, (task) => ({ commentCount: Math.max(0, task.commentCount - 1) }));
    },
    onError: fail,
  });
}
