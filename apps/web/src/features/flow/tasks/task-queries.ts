import type { TaskStatus } from '@orbita/contracts/flow';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { tasksApi, type TaskFilters, type TaskSort } from './tasks-api';

const PAGE = 100;

/**
 * Keys start with `flow-task` (the realtime entity), so a change in another browser
 * refreshes every view of tasks. Kanban columns page separately: each column loads its own
 * cursor, so 2,000 cards in one column do not hold back the others.
 */
export const taskQueries = {
  all: () => ['flow-task'] as const,
  columns: (listId: string) => ['flow-task', 'column', listId] as const,
  column: (listId: string, status: TaskStatus, filters: TaskFilters) =>
    infiniteQueryOptions({
      queryKey: ['flow-task', 'column', listId, status, filters] as const,
      queryFn: ({ pageParam }) =>
        tasksApi.page(
          listId,
          { ...filters, status: [status] },
          { sort: 'order', cursor: pageParam, limit: PAGE },
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  table: (listId: string, filters: TaskFilters, sort: TaskSort, dir: 'asc' | 'desc') =>
    infiniteQueryOptions({
      queryKey: ['flow-task', 'table', listId, filters, sort, dir] as const,
      queryFn: ({ pageParam }) =>
        tasksApi.page(listId, filters, { sort, dir, cursor: pageParam, limit: PAGE }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  totals: (listId: string, filters: TaskFilters) =>
    queryOptions({
      queryKey: ['flow-task', 'totals', listId, filters] as const,
      queryFn: () => tasksApi.totals(listId, filters),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['flow-task', 'detail', id] as const,
      queryFn: () => tasksApi.detail(id),
    }),
  comments: (id: string) =>
    queryOptions({
      queryKey: ['flow-task', 'comments', id] as const,
      queryFn: () => tasksApi.comments(id),
    }),
};
