import type { RecordKind, RecordRef } from '@orbita/contracts';
import {
  nexosEndpoints as endpoints,
  nexosEntity,
  type CreateNexoBody,
  type UpdateNexoBody,
} from '@orbita/contracts/nexos';
import { queryOptions } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../http';

/** `/api/app/nexos`, typed by the contracts. */
export const nexosApi = {
  list: (ref: RecordRef, options?: RequestOptions) =>
    callApi(endpoints.list, { params: { tipo: ref.kind, id: ref.id }, ...options }),
  graph: (ref: RecordRef, options?: RequestOptions) =>
    callApi(endpoints.graph, { params: { tipo: ref.kind, id: ref.id }, ...options }),
  search: (tipo: RecordKind, q: string, options?: RequestOptions) =>
    callApi(endpoints.search, { query: { tipo, q }, ...options }),
  create: (body: CreateNexoBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateNexoBody) => callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};

/** Keys start with the realtime entity: any `nexos` message refreshes every panel and graph. */
export const nexosQueries = {
  all: () => [nexosEntity] as const,
  list: (ref: RecordRef) =>
    queryOptions({
      queryKey: [nexosEntity, 'list', ref.kind, ref.id] as const,
      queryFn: ({ signal }) => nexosApi.list(ref, { signal }),
    }),
  graph: (ref: RecordRef) =>
    queryOptions({
      queryKey: [nexosEntity, 'graph', ref.kind, ref.id] as const,
      queryFn: ({ signal }) => nexosApi.graph(ref, { signal }),
    }),
  search: (tipo: RecordKind, q: string) =>
    queryOptions({
      queryKey: [nexosEntity, 'search', tipo, q] as const,
      queryFn: ({ signal }) => nexosApi.search(tipo, q, { signal }),
      staleTime: 10_000,
    }),
};
