import type {
  CreateTaskBody,
  Task,
  TaskDetail,
  TaskPage,
  TaskStatus,
  UpdateTaskBody,
} from '@orbita/contracts/flow';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { removeFromLists, replaceInLists } from '../../../platform/cache';
import { notify } from '../../../platform/toasts';
import { listQueries } from '../lists/lists-api';
import type { Placement } from './ordering';
import { taskQueries } from './task-queries';
import { tasksApi, type TaskFilters } from './tasks-api';

type Pages = InfiniteData<TaskPage, string | undefined>;

/** Puts `task` into a column's pages at the position `order` gives (order = ids of the whole column). */
function placeIn(data: Pages | undefined, task: Task, order: readonly string[]): Pages | undefined {
  if (!data) return data;
  const all = data.pages.flatMap((p) => p.items).filter((t) => t.id !== task.id);
  const byId = new Map([...all, task].map((t) => [t.id, t]));
  const ordered = order.map((id) => byId.get(id)).filter((t): t is Task => !!t);
  const sizes = data.pages.map((p) => p.items.length);
  // Keep page boundaries (cursors stay valid); the page holding the drop grows by one.
  let offset = 0;
  const pages = data.pages.map((p, i) => {
    const size = i === data.pages.length - 1 ? ordered.length - offset : sizes[i]!;
    const items = ordered.slice(offset, offset + size);
    offset += size;
    return { ...p, items };
  });
  return { ...data, pages };
}

function removeFrom(data: Pages | undefined, id: string): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, items: p.items.filter((t) => t.id !== id) })),
  };
}

export interface MoveInput {
  task: Task;
  to: TaskStatus;
  order: string[];
  placement: Placement;
}

/**
 * A kanban drop: the card moves at once (optimistic), the server writes one row; on error
 * both columns come back as they were and a pt-BR toast says why (e.g. a refused status).
 */
export function useMoveTask(listId: string, filters: TaskFilters) {
  const client = useQueryClient();
  const key = (status: TaskStatus): QueryKey =>
    taskQueries.column(listId, status, filters).queryKey;
  return useMutation({
    mutationFn: ({ task, to, placement }: MoveInput) =>
      tasksApi.move(task.id, {
        status: to,
        afterId: placement.afterId,
        beforeId: placement.beforeId,
      }),
    onMutate: async ({ task, to, order }) => {
      await client.cancelQueries({ queryKey: taskQueries.columns(listId) });
      const from = task.status;
      const before = {
        from: client.getQueryData<Pages>(key(from)),
        to: client.getQueryData<Pages>(key(to)),
      };
      const moved = { ...task, status: to };
      if (from !== to) client.setQueryData<Pages>(key(from), (d) => removeFrom(d, task.id));
      client.setQueryData<Pages>(key(to), (d) => placeIn(d, moved, order));
      return { before, from, to };
    },
    onError: (error, _input, context) => {
      if (context) {
        client.setQueryData(key(context.from), context.before.from);
        client.setQueryData(key(context.to), context.before.to);
      }
      notify.error(`Não foi possível mover a tarefa: ${error.message}`);
    },
    // The answer's rank and times replace the optimistic card; the totals are the server's.
    onSuccess: (task) => writeTask(client, task),
    onSettled: () => client.invalidateQueries({ queryKey: ['flow-task', 'totals', listId] }),
  });
}

/** Fields that decide which filtered column or table page holds a task, and where. */
const PLACING_FIELDS = ['status', 'priority', 'tags', 'assigneeIds', 'title', 'dueAt'] as const;

/** The task's lists (kanban columns and table pages) of one task list. */
const viewsOf = (listId: string): QueryKey[] => [
  taskQueries.columns(listId),
  ['flow-task', 'table', listId],
];

/** Writes a task answer into its detail and every view of its list that shows it. */
export function writeTask(client: QueryClient, task: Task | TaskDetail): void {
  client.setQueryData<TaskDetail>(taskQueries.detail(task.id).queryKey, (old) =>
    'checklistItems' in task ? task : old && { ...old, ...task },
  );
  for (const key of viewsOf(task.listId)) replaceInLists(client, key, task);
}

/**
 * A new task: its detail comes from the answer; which filtered column or page holds it,
 * the totals and the list's counts are the server's to say.
 */
export function useCreateTask(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskBody) => tasksApi.create(listId, body),
    onSuccess: (task) => {
      client.setQueryData(taskQueries.detail(task.id).queryKey, task);
      return Promise.all(
        [...viewsOf(listId), ['flow-task', 'totals', listId], listQueries.all()].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/**
 * Any change of a task's fields; the caller shows errors where they belong (inline or toast).
 * The answer replaces the task everywhere it shows; the views reload only when the change
 * can move it (a filter or the sort order), and the totals always do.
 */
export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTaskBody }) => tasksApi.update(id, body),
    onSuccess: (task, { body }) => {
      writeTask(client, task);
      const moves = PLACING_FIELDS.some((field) => field in body);
      const stale: QueryKey[] = [
        ['flow-task', 'totals', task.listId],
        ...(moves ? viewsOf(task.listId) : []),
      ];
      return Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: tasksApi.remove,
    onSuccess: ({ id }) => {
      client.removeQueries({ queryKey: taskQueries.detail(id).queryKey });
      removeFromLists(client, ['flow-task', 'column'], id);
      removeFromLists(client, ['flow-task', 'table'], id);
      return Promise.all(
        [['flow-task', 'totals'], listQueries.all()].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
