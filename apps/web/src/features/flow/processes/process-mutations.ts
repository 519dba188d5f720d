import {
  flowEntities,
  type CreateProcessBody,
  type Process,
  type ProcessCard,
  type ProcessCardDetail,
  type UpdateCardBody,
} from '@orbita/contracts/flow';
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { addToList, removeFromLists, replaceInLists } from '../../../platform/cache';
import { notify } from '../../../platform/toasts';
import { inboxQueries } from '../inbox/api/queries';
import type { Placement } from '../tasks/ordering';
import { processesApi, processQueries } from './processes-api';

type CardPage = { items: ProcessCard[]; nextCursor: string | null };
type Pages = InfiniteData<CardPage, string | undefined>;

/**
 * Rewrites the board's cards with `card` placed in `stageOrder` (the ids of its new stage).
 * Everything goes into the first page and the others stay empty, so page params still line
 * up when the board is fetched again.
 */
export function withCardPlaced<T extends InfiniteData<CardPage, unknown>>(
  data: T | undefined,
  card: ProcessCard,
  stageOrder: readonly string[],
): T | undefined {
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

/** `card` as it is once moved to `stageId` (a new stage restarts its time in stage). */
export const placedIn = (card: ProcessCard, stageId: string): ProcessCard =>
  stageId === card.stageId ? card : { ...card, stageId, enteredStageAt: new Date().toISOString() };

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
      client.setQueryData<Pages>(key, (d) => withCardPlaced(d, placedIn(card, stageId), order));
      return { before };
    },
    onError: (error, _v, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      notify.error(error.message);
    },
    // The answer's rank replaces the optimistic one; the stage history and counts are the server's.
    onSuccess: (card) => {
      writeCard(client, processId, card);
      void client.invalidateQueries({ queryKey: processQueries.card(card.id).queryKey });
    },
    onSettled: () => refreshCounts(client),
  });
}

/** The board with a created card in its stage, by rank (plain string order, as the server sorts). */
function withCardAdded(data: Pages | undefined, card: ProcessCard): Pages | undefined {
  if (!data) return data;
  const inStage = data.pages
    .flatMap((p) => p.items)
    .filter((c) => c.stageId === card.stageId && c.id !== card.id);
  const after = inStage.findIndex((c) => c.rank > card.rank);
  const cut = after < 0 ? inStage.length : after;
  const order = [...inStage.slice(0, cut), card, ...inStage.slice(cut)].map((c) => c.id);
  return withCardPlaced(data, card, order);
}

/** Stage counts on the process screens are the server's to say after any card change. */
const refreshCounts = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: [flowEntities.process] });

export function useCreateCard(processId: string) {
  const client = useQueryClient();
  const key = processQueries.cards(processId).queryKey;
  return useMutation({
    mutationFn: (body: { title: string; stageId: string }) =>
      processesApi.createCard(processId, body),
    onSuccess: (card) => {
      const board = client.getQueryData<Pages>(key);
      // While pages are still loading the card may arrive with them: let the board reload.
      if (board?.pages.at(-1)?.nextCursor) void client.invalidateQueries({ queryKey: key });
      else client.setQueryData<Pages>(key, (d) => withCardAdded(d, card));
      return refreshCounts(client);
    },
    onError: (error) => notify.error(error.message),
  });
}

/** A card's fields (versioned); the answer replaces it on the board and in its details. */
export function useUpdateCard(processId: string, cardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCardBody) => processesApi.updateCard(cardId, body),
    onSuccess: (card) => writeCard(client, processId, card),
  });
}

export function useRemoveCard(processId: string, cardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => processesApi.removeCard(cardId),
    onSuccess: () => {
      client.removeQueries({ queryKey: processQueries.card(cardId).queryKey });
      removeFromLists(client, processQueries.cards(processId).queryKey, cardId);
      return refreshCounts(client);
    },
    onError: (error) => notify.error(error.message),
  });
}

export function writeCard(client: QueryClient, processId: string, card: ProcessCard) {
  replaceInLists(client, processQueries.cards(processId).queryKey, card);
  client.setQueryData<ProcessCardDetail>(
    processQueries.card(card.id).queryKey,
    (old) => old && { ...old, ...card },
  );
}

/** Writes a process answer (a new one, or its stages changed) into its detail and the lists. */
export function writeProcess(client: QueryClient, process: Process) {
  client.setQueryData(processQueries.detail(process.id).queryKey, process);
  replaceInLists(client, [flowEntities.process], process);
}

export function useCreateProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProcessBody) => processesApi.create(body),
    onSuccess: (process) => {
      client.setQueryData(processQueries.detail(process.id).queryKey, process);
      // Listed oldest first: a new process goes last.
      for (const key of [processQueries.index().queryKey, inboxQueries.processes().queryKey])
        if (!addToList(client, key, process)) void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** A stage added, renamed, limited, moved or removed: the answer is the whole process. */
export function useProcessChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<Process>) => change(),
    onSuccess: (process) => writeProcess(client, process),
    onError: (error) => notify.error(error.message),
  });
}

export function useDeleteProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => processesApi.remove(id),
    onSuccess: ({ id }) => {
      client.removeQueries({ queryKey: processQueries.detail(id).queryKey });
      client.removeQueries({ queryKey: processQueries.cards(id).queryKey });
      removeFromLists(client, [flowEntities.process], id);
    },
    onError: (error) => notify.error(error.message),
  });
}
