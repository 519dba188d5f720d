import type { ProcessCard } from '@orbita/contracts/flow';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { notify } from '../../../platform/toasts';
import type { Placement } from '../tasks/ordering';
import { processesApi, processQueries } from './processes-api';

type Pages = InfiniteData<{ items: ProcessCard[]; nextCursor: string | null }, string | undefined>;

/**
 * Rewrites the board's cards with `card` placed in `stageOrder` (the ids of its new stage).
 * Everything goes into the first page and the others stay empty, so page params still line
 * up when the board is fetched again.
 */
export function withCardPlaced(
  data: Pages | undefined,
  card: ProcessCard,
  stageOrder: readonly string[],
): Pages | undefined {
  if (!data) return data;
  const others = data.pages.flatMap((p) => p.items).filter((c) => c.id !== card.id);
  const inStage = new Map(others.filter((c) => c.stageId === card.stageId).map((c) => [c.id, c]));
  inStage.set(card.id, card);
  const ordered = stageOrder.map((id) => inStage.get(id)).filter((c): c is ProcessCard => !!c);
  const firstIndex = others.findIndex((c) => c.stageId === card.stageId);
  const rest = others.filter((c) => c.stageId !== card.stageId);
  const at =
    firstIndex < 0
      ? rest.length
      : others.slice(0, firstIndex).filter((c) => c.stageId !== card.stageId).length;
  const items = [...rest.slice(0, at), ...ordered, ...rest.slice(at)];
  return { ...data, pages: data.pages.map((p, i) => ({ ...p, items: i === 0 ? items : [] })) };
}

export function useMoveCard(processId: string) {
  const client = useQueryClient();
  const key = processQueries.cards(processId).queryKey;
  return useMutation({
    mutationFn: ({
      card,
      stageId,
      placement,
    }: {
      card: ProcessCard;
      stageId: string;
      order: string[];
      placement: Placement;
    }) => processesApi.moveCard(card.id, { stageId, ...placement }),
    onMutate: async ({ card, stageId, order }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Pages>(key);
      client.setQueryData<Pages>(key, (d) =>
        withCardPlaced(
          d,
          {
            ...card,
            stageId,
            enteredStageAt:
              stageId === card.stageId ? card.enteredStageAt : new Date().toISOString(),
          },
          order,
        ),
      );
      return { before };
    },
    onError: (error, _v, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      notify.error(error.message);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['flow-process'] }),
  });
}

export function useCreateCard(processId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; stageId: string }) =>
      processesApi.createCard(processId, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['flow-card'] }),
        client.invalidateQueries({ queryKey: ['flow-process'] }),
      ]),
    onError: (error) => notify.error(error.message),
  });
}
