import {
  flowEntities,
  type BulkItemsBody,
  type InboxItem,
  type ProcessItemBody,
  type UpdateItemBody,
} from '@orbita/contracts/flow';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notify } from '../../../platform/toasts';
import { inboxApi } from '../inbox/api/inbox-api';

/** Everything processing may change: the inbox, and the tasks, lists and processes it feeds. */
function refreshFlow(client: QueryClient) {
  for (const entity of [
    flowEntities.item,
    flowEntities.task,
    flowEntities.list,
    flowEntities.process,
  ])
    void client.invalidateQueries({ queryKey: [entity] });
}

const bulkDone: Record<BulkItemsBody['action'], (n: number) => string> = {
  separate: (n) => (n === 1 ? '1 item separado.' : `${n} itens separados.`),
  cancel: (n) => (n === 1 ? '1 item cancelado.' : `${n} itens cancelados.`),
  archive: (n) => (n === 1 ? '1 item arquivado.' : `${n} itens arquivados.`),
};

export function useBulkItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkItemsBody) => inboxApi.bulk(body),
    onSuccess: (answer, body) => {
      notify.success(bulkDone[body.action](answer.items.length));
      refreshFlow(client);
    },
    onError: (error) => notify.error(error.message),
  });
}

export function useProcessItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: { item: InboxItem; body: ProcessItemBody }) =>
      inboxApi.process(item.id, body),
    onSuccess: () => refreshFlow(client),
    onError: (error) => notify.error(error.message),
  });
}

export function useUpdateItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateItemBody }) => inboxApi.update(id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: [flowEntities.item] }),
    onError: (error) => notify.error(error.message),
  });
}

export function useCreateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => inboxApi.createList(name),
    onSuccess: (list) => {
      notify.success(`Lista "${list.name}" criada.`);
      void client.invalidateQueries({ queryKey: [flowEntities.list] });
    },
    onError: (error) => notify.error(error.message),
  });
}
