import {
  cardPartEndpoints as parts,
  flowEndpoints as flow,
  type CreateCardBody,
  type CreateProcessBody,
  type MoveCardBody,
  type StageInput,
  type UpdateCardBody,
} from '@orbita/contracts/flow';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../platform/http';

export const processesApi = {
  all: () => callApi(flow.processes).then((r) => r.items),
  detail: (id: string) => callApi(flow.process, { params: { id } }),
  create: (body: CreateProcessBody) => callApi(flow.createProcess, { body }),
  update: (
    id: string,
    body: {
      name?: string;
      description?: string;
      fields?: { key: string; label: string }[];
      version?: number;
    },
  ) => callApi(flow.updateProcess, { params: { id }, body }),
  remove: (id: string) => callApi(flow.deleteProcess, { params: { id } }),
  /** `version`: the process's (adding changes the stage order). */
  addStage: (id: string, body: StageInput & { version?: number }) =>
    callApi(flow.addStage, { params: { id }, body }),
  updateStage: (id: string, stageId: string, body: Partial<StageInput>) =>
    callApi(flow.updateStage, { params: { id, stageId }, body }),
  moveStage: (
    id: string,
    stageId: string,
    body: { afterId: string | null; beforeId: string | null; version?: number },
  ) => callApi(flow.moveStage, { params: { id, stageId }, body }),
  /** `version`: the process's (deleting changes the stage order). */
  removeStage: (id: string, stageId: string, version?: number) =>
    callApi(flow.deleteStage, { params: { id, stageId }, query: { version } }),
  cards: (id: string, cursor?: string) =>
    callApi(flow.cards, { params: { id }, query: { limit: 100, cursor: cursor || undefined } }),
  createCard: (id: string, body: CreateCardBody) =>
    callApi(flow.createCard, { params: { id }, body }),
  card: (cardId: string) => callApi(flow.card, { params: { id: cardId } }),
  updateCard: (cardId: string, body: UpdateCardBody) =>
    callApi(flow.updateCard, { params: { id: cardId }, body }),
  moveCard: (cardId: string, body: MoveCardBody) =>
    callApi(flow.moveCard, { params: { id: cardId }, body }),
  removeCard: (cardId: string) => callApi(flow.deleteCard, { params: { id: cardId } }),
  addItem: (id: string, text: string) =>
    callApi(parts.addChecklistItem, { params: { id }, body: { text } }),
  updateItem: (
    id: string,
    itemId: string,
    body: { text?: string; done?: boolean; version?: number },
  ) => callApi(parts.updateChecklistItem, { params: { id, itemId }, body }),
  removeItem: (id: string, itemId: string) =>
    callApi(parts.deleteChecklistItem, { params: { id, itemId } }),
  comments: (id: string) =>
    callApi(parts.comments, { params: { id }, query: { limit: 100 } }).then((r) => r.items),
  addComment: (id: string, body: string) =>
    callApi(parts.addComment, { params: { id }, body: { body } }),
  attach: (id: string, fileId: string) =>
    callApi(parts.attach, { params: { id }, body: { fileId } }),
  detach: (id: string, attachmentId: string) =>
    callApi(parts.detach, { params: { id, attachmentId } }),
};

/** Keys start with the realtime entities `flow-process` and `flow-card`. */
export const processQueries = {
  index: () =>
    queryOptions({ queryKey: ['flow-process', 'index'] as const, queryFn: processesApi.all }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['flow-process', 'detail', id] as const,
      queryFn: () => processesApi.detail(id),
    }),
  cards: (id: string) =>
    infiniteQueryOptions({
      queryKey: ['flow-card', 'board', id] as const,
      queryFn: ({ pageParam }) => processesApi.cards(id, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  card: (cardId: string) =>
    queryOptions({
      queryKey: ['flow-card', 'detail', cardId] as const,
      queryFn: () => processesApi.card(cardId),
    }),
  /** The latest 100, oldest first (a card's conversation is short; older ones stay on the API). */
  comments: (cardId: string) =>
    queryOptions({
      queryKey: ['flow-card', 'comments', cardId] as const,
      queryFn: () => processesApi.comments(cardId),
    }),
};
