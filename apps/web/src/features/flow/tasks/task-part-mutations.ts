import type { ChecklistItem, Task, TaskComment, TaskDetail } from '@orbita/contracts/flow';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addToList, removeFromLists, replaceInLists, updateInLists } from '../../../platform/cache';
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

export function useToggleChecklistItem(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: ChecklistItem) =>
      tasksApi.updateChecklist(taskId, item.id, { done: !item.done }),
    onSuccess: (item) => writeChecklist(client, taskId, replaced(item)),
    onError: fail,
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

/** A checklist drag: the new order shows at once (optimistic); the answer brings the item's rank. */
export function useMoveChecklistItem(taskId: string) {
  const client = useQueryClient();
  const key = taskQueries.detail(taskId).queryKey;
  return useMutation({
    mutationFn: ({
      id,
      placement,
    }: {
      id: string;
      order: string[];
      placement: { afterId: string | null; beforeId: string | null };
    }) => tasksApi.moveChecklist(taskId, id, placement),
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
      fail(error);
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

export function useEditComment(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      tasksApi.editComment(taskId, id, body),
    onSuccess: (comment: TaskComment) =>
      replaceInLists(client, taskQueries.comments(taskId).queryKey, comment),
    onError: fail,
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
