import {
  flowEntities,
  type BulkItemsBody,
  type InboxItem,
  type ProcessItemBody,
  type ProcessItemResult,
  type UpdateItemBody,
} from '@orbita/contracts/flow';
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { addToList, replaceInLists } from '../../../platform/cache';
import { useVersionedSave, versionConflictOf } from '../../../platform/concurrency';
import { notify } from '../../../platform/toasts';
import { inboxApi } from '../inbox/api/inbox-api';
import { inboxQueries } from '../inbox/api/queries';
import { listQueries } from '../lists/lists-api';

/**
 * The answer shows at once where the item is listed; which items stay open (and in what
 * order) and the summary's counts are the server's to say.
 */
function writeItems(client: QueryClient, items: InboxItem[], reorders = true) {
  for (const item of items) replaceInLists(client, inboxQueries.all(), item);
  const stale = reorders
    ? [inboxQueries.open().queryKey, inboxQueries.summary().queryKey]
    : [inboxQueries.summary().queryKey];
  return Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/** What processing created: a task in a list or a card on a board, with their counts. */
function refreshCreated(client: QueryClient, { task, card }: ProcessItemResult) {
  const stale: QueryKey[] = [];
  if (task)
    stale.push(
      [flowEntities.task, 'column', task.listId],
      [flowEntities.task, 'table', task.listId],
      [flowEntities.task, 'totals', task.listId],
      [flowEntities.list],
    );
  if (card) stale.push([flowEntities.card, 'board', card.processId], [flowEntities.process]);
  return Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
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
      void writeItems(client, answer.items);
    },
    onError: (error) => notify.error(error.message),
  });
}

export function useProcessItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, body }: { item: InboxItem; body: ProcessItemBody }) =>
      inboxApi.process(item.id, body),
    onSuccess: (result) => {
      void writeItems(client, [result.item]);
      void refreshCreated(client, result);
    },
    onError: (error) => notify.error(error.message),
  });
}

export function useUpdateItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateItemBody }) => inboxApi.update(id, body),
    // Only a due date moves an item (urgent ones come first); every change may shift the counts.
    onSuccess: (item, { body }) => void writeItems(client, [item], 'dueAt' in body),
    // A stale version is the conflict dialog's to show (useItemSave), not a toast.
    onError: (error) => void (versionConflictOf(error) || notify.error(error.message)),
  });
}

const itemLabels: Record<string, string> = {
  content: 'Texto',
  dueAt: 'Prazo',
  priority: 'Prioridade',
  size: 'Tamanho',
  tags: 'Etiquetas',
  someday: 'Algum dia',
};

/**
 * Organizing an item through the concurrency piece: `save({ id, ...changes }, version)` sends
 * the version the person saw; a newer one opens `dialog` (reapply or discard).
 */
export function useItemSave() {
  const client = useQueryClient();
  const { mutateAsync } = useUpdateItem();
  const send = useCallback(
    ({ id, ...body }: UpdateItemBody & { id: string }) => mutateAsync({ id, body }),
    [mutateAsync],
  );
  const writeCurrent = useCallback((item: InboxItem) => void writeItems(client, [item]), [client]);
  return useVersionedSave<InboxItem, UpdateItemBody & { id: string }>({
    send,
    writeCurrent,
    labels: itemLabels,
  });
}

export function useCreateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => inboxApi.createList(name),
    onSuccess: (list) => {
      notify.success(`Lista "${list.name}" criada.`);
      // Lists are shown oldest first: the new one goes last.
      for (const queryKey of [inboxQueries.lists().queryKey, listQueries.index().queryKey])
        if (!addToList(client, queryKey, list)) void client.invalidateQueries({ queryKey });
    },
    onError: (error) => notify.error(error.message),
  });
}
