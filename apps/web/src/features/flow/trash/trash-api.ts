import { flowEntities, flowHistoryEndpoints as endpoints } from '@orbita/contracts/flow';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

const PAGE = 50;

/**
 * The trash's key starts with `flow-task`: a task deleted in another browser (its realtime
 * event invalidates the task keys) shows up in an open trash at once.
 */
export const trashQueries = {
  list: (listId: string) =>
    infiniteQueryOptions({
      queryKey: [flowEntities.task, 'trash', listId] as const,
      queryFn: ({ pageParam }) =>
        callApi(endpoints.listTrash, {
          params: { id: listId },
          query: { limit: PAGE, cursor: pageParam },
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
};

/** Restores a task: every view of the list's tasks (columns, table, totals, trash) reloads. */
export function useRestoreTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.restoreTask, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [flowEntities.task] }),
  });
}
