import type { CreateListBody, Deleted, TaskList, UpdateListBody } from '@orbita/contracts/flow';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../platform/http';

const base = 'app/flow/lists';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const listsApi = {
  all: () => http.get<{ items: TaskList[] }>(base).then((r) => r.items),
  detail: (id: string) => http.get<TaskList>(one(id)),
  create: (body: CreateListBody) => http.post<TaskList>(base, body),
  update: (id: string, body: UpdateListBody) => http.patch<TaskList>(one(id), body),
  remove: (id: string) => http.delete<Deleted>(one(id)),
};

/** Keys start with `flow-list`, the entity the server publishes, so realtime refreshes them. */
export const listQueries = {
  all: () => ['flow-list'] as const,
  index: () => queryOptions({ queryKey: ['flow-list', 'index'] as const, queryFn: listsApi.all }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['flow-list', 'detail', id] as const,
      queryFn: () => listsApi.detail(id),
    }),
};

export function useSaveList(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateListBody | UpdateListBody) =>
      id ? listsApi.update(id, body as UpdateListBody) : listsApi.create(body as CreateListBody),
    onSuccess: () => client.invalidateQueries({ queryKey: listQueries.all() }),
  });
}

export function useDeleteList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: listsApi.remove,
    onSuccess: () => client.invalidateQueries({ queryKey: listQueries.all() }),
  });
}
