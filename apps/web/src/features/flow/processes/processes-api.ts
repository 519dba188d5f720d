import type {
  CreateCardBody,
  CreateProcessBody,
  Deleted,
  MoveCardBody,
  Process,
  ProcessCard,
  ProcessCardDetail,
  StageInput,
} from '@orbita/contracts/flow';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { http } from '../../../platform/http';

const enc = encodeURIComponent;
const proc = (id: string, rest = '') => `app/flow/processes/${enc(id)}${rest}`;

export const processesApi = {
  all: () => http.get<{ items: Process[] }>('app/flow/processes').then((r) => r.items),
  detail: (id: string) => http.get<Process>(proc(id)),
  create: (body: CreateProcessBody) => http.post<Process>('app/flow/processes', body),
  update: (id: string, body: { name?: string; description?: string }) =>
    http.patch<Process>(proc(id), body),
  remove: (id: string) => http.delete<Deleted>(proc(id)),
  addStage: (id: string, body: StageInput) => http.post<Process>(proc(id, '/stages'), body),
  updateStage: (id: string, stageId: string, body: Partial<StageInput>) =>
    http.patch<Process>(proc(id, `/stages/${enc(stageId)}`), body),
  moveStage: (
    id: string,
    stageId: string,
    body: { afterId: string | null; beforeId: string | null },
  ) => http.post<Process>(proc(id, `/stages/${enc(stageId)}/move`), body),
  removeStage: (id: string, stageId: string) =>
    http.delete<Process>(proc(id, `/stages/${enc(stageId)}`)),
  cards: (id: string, cursor?: string) =>
    http.get<{ items: ProcessCard[]; nextCursor: string | null }>(
      proc(id, `/cards?limit=100${cursor ? `&cursor=${enc(cursor)}` : ''}`),
    ),
  createCard: (id: string, body: CreateCardBody) =>
    http.post<ProcessCard>(proc(id, '/cards'), body),
  card: (cardId: string) => http.get<ProcessCardDetail>(`app/flow/cards/${enc(cardId)}`),
  updateCard: (cardId: string, body: { title?: string; description?: string }) =>
    http.patch<ProcessCard>(`app/flow/cards/${enc(cardId)}`, body),
  moveCard: (cardId: string, body: MoveCardBody) =>
    http.post<ProcessCard>(`app/flow/cards/${enc(cardId)}/move`, body),
  removeCard: (cardId: string) => http.delete<Deleted>(`app/flow/cards/${enc(cardId)}`),
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
};
