import { flowEndpoints } from '@orbita/contracts/flow';
import {
  mindMapHistoryEndpoints as history,
  mindMapWorkEndpoints as work,
  mindMapsEndpoints as endpoints,
  type ConvertNodesBody,
  type CreateMindMapBody,
  type DuplicateMindMapBody,
  type ImportMindMapBody,
  type MindMapExportFormat,
  type MindMapListFilter,
  type UpdateMindMapBody,
} from '@orbita/contracts/mind-maps';
import { callApi, type RequestOptions } from '../../../platform/http';

/** What the list asks for: a tab and an optional search. */
export interface MapListParams {
  filter: MindMapListFilter;
  q?: string;
  /** Page size (the gallery shows only the first few). */
  limit?: number;
}

/** `/api/app/mind-space/mind-maps`, typed by the contracts. */
export const mindMapsApi = {
  list: (
    { filter, q, limit }: MapListParams,
    cursor: string | undefined,
    options?: RequestOptions,
  ) => callApi(endpoints.list, { query: { filter, q: q || undefined, limit, cursor }, ...options }),
  templates: (options?: RequestOptions) => callApi(endpoints.templates, { ...options }),
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  create: (body: CreateMindMapBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateMindMapBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  archive: (id: string) => callApi(endpoints.archive, { params: { id } }),
  unarchive: (id: string) => callApi(endpoints.unarchive, { params: { id } }),
  favourite: (id: string) => callApi(endpoints.favourite, { params: { id } }),
  unfavourite: (id: string) => callApi(endpoints.unfavourite, { params: { id } }),
  duplicate: (id: string, body: DuplicateMindMapBody = {}) =>
    callApi(endpoints.duplicate, { params: { id }, body }),
  export: (id: string, format: MindMapExportFormat) =>
    callApi(endpoints.export, { params: { id }, query: { format } }),
  import: (body: ImportMindMapBody) => callApi(endpoints.import, { body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),

  // Nodes ↔ work
  convert: (id: string, body: ConvertNodesBody) => callApi(work.convert, { params: { id }, body }),
  links: (id: string, options?: RequestOptions) =>
    callApi(work.links, { params: { id }, ...options }),
  fromList: (listId: string, options?: RequestOptions) =>
    callApi(work.fromList, { params: { listId }, ...options }),
  /** The workspace's task lists, for "Converter em tarefas". */
  taskLists: (options?: RequestOptions) =>
    callApi(flowEndpoints.lists, { ...options }).then((r) => r.items),

  // History
  versions: (id: string, options?: RequestOptions) =>
    callApi(history.versions, { params: { id }, ...options }),
  createVersion: (id: string, name: string) =>
    callApi(history.createVersion, { params: { id }, body: { name } }),
  restoreVersion: (id: string, versionId: string) =>
    callApi(history.restoreVersion, { params: { id, versionId } }),
  sessions: (id: string, options?: RequestOptions) =>
    callApi(history.sessions, { params: { id }, query: {}, ...options }),
};
