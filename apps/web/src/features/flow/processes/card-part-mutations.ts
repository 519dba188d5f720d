import type { ProcessCard, ProcessCardDetail } from '@orbita/contracts/flow';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { notify } from '../../../platform/toasts';
import { neighboursOf } from '../tasks/ordering';
import { useMoveCard } from './process-mutations';
import { processesApi, processQueries } from './processes-api';

/**
 * A card's checklist, comments and attachments: each answer refreshes the card's details
 * (the server answers the part; the detail keeps the order and counts). Errors are toasted.
 */
function usePart<V, R>(
  cardId: string,
  run: (v: V) => Promise<R>,
  options: {
    comments?: boolean;
    optimistic?: (card: ProcessCardDetail, v: V) => ProcessCardDetail;
  } = {},
) {
  const client = useQueryClient();
  const key = processQueries.card(cardId).queryKey;
  return useMutation({
    mutationFn: run,
    // A checkbox answers the click at once; the server's answer (or the undo) follows.
    onMutate: async (v: V) => {
      if (!options.optimistic) return undefined;
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ProcessCardDetail>(key);
      if (before) client.setQueryData(key, options.optimistic(before, v));
      return { before };
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        options.comments &&
          client.invalidateQueries({ queryKey: processQueries.comments(cardId).queryKey }),
      ]),
    onError: (error, _v, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      notify.error(error.message);
    },
  });
}

export const useAddItem = (cardId: string) =>
  usePart(cardId, (text: string) => processesApi.addItem(cardId, text));
type ItemEdit = { id: string; text?: string; done?: boolean; version?: number };
export const useUpdateItem = (cardId: string) =>
  usePart(cardId, ({ id, ...body }: ItemEdit) => processesApi.updateItem(cardId, id, body), {
    optimistic: (card, { id, text, done }) => ({
      ...card,
      checklistItems: card.checklistItems.map((i) =>
        i.id === id ? { ...i, text: text ?? i.text, done: done ?? i.done } : i,
      ),
    }),
  });
export const useRemoveItem = (cardId: string) =>
  usePart(cardId, (id: string) => processesApi.removeItem(cardId, id));
export const useAddComment = (cardId: string) =>
  usePart(cardId, (body: string) => processesApi.addComment(cardId, body), { comments: true });
export const useAttach = (cardId: string) =>
  usePart(cardId, (fileId: string) => processesApi.attach(cardId, fileId));
export const useDetach = (cardId: string) =>
  usePart(cardId, (id: string) => processesApi.detach(cardId, id));

type Pages = InfiniteData<{ items: ProcessCard[]; nextCursor: string | null }, string | undefined>;

/**
 * "Mover para…": the card goes to the end of the chosen stage, as a drop on that stage would
 * (the same mutation: optimistic board, WIP refusals toasted and undone).
 */
export function useMoveToStage(processId: string) {
  const client = useQueryClient();
  const move = useMoveCard(processId);
  const moveTo = (card: ProcessCard | ProcessCardDetail, stageId: string) => {
    const board = client.getQueryData<Pages>(processQueries.cards(processId).queryKey);
    const inStage = (board?.pages.flatMap((p) => p.items) ?? [])
      .filter((c) => c.stageId === stageId && c.id !== card.id)
      .map((c) => c.id);
    const order = [...inStage, card.id];
    return move.mutateAsync({
      card,
      stageId,
      order,
      placement: neighboursOf(order, card.id),
    });
  };
  return { moveTo, pending: move.isPending };
}
