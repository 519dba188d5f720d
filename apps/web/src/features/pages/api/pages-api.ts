import { exploreEndpoints } from '@orbita/contracts/explore';
import {
  pagesEndpoints as endpoints,
  type CreatePageBody,
  type DuplicatePageBody,
  type PagesListQuery,
  type UpdatePageBody,
} from '@orbita/contracts/pages';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/produto/pages`, typed by the contracts. */
export const pagesApi = {
  list: (query: PagesListQuery, options?: RequestOptions) =>
    callApi(endpoints.list, { query, ...options }),
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  create: (body: CreatePageBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdatePageBody) => callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
  duplicate: (id: string, body: DuplicatePageBody = {}) =>
    callApi(endpoints.duplicate, { params: { id }, body }),
  publish: (id: string, version?: number) =>
    callApi(endpoints.publish, { params: { id }, body: { version } }),
  unpublish: (id: string, version?: number) =>
    callApi(endpoints.unpublish, { params: { id }, body: { version } }),
  preview: (id: string, options?: RequestOptions) =>
    callApi(endpoints.preview, { params: { id }, ...options }),
  /** The workspace's public site: its handle makes the page's public address. */
  site: (options?: RequestOptions) => callApi(exploreEndpoints.site, { ...options }),
};
