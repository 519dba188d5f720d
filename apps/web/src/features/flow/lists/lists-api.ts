import {
  flowEndpoints as flow,
  type CreateListBody,
  type UpdateListBody,
} from '@orbita/contracts/flow';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

export const listsApi = {
  all: () => callApi(flow.lists).then((r) => r.items),
  detail: (id: string) => callApi(flow.list, { params: { id } }),
  create: (body: CreateListBody) => callApi(flow.createList, { body }),
  update: (id: string, body: UpdateListBody) => callApi(flow.updateList, { params: { id }, body }),
  remove: (id: string) => callApi(flow.deleteList, { params: { id } }),
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
