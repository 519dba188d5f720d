import {
  mindMapsEndpoints as endpoints,
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
};
