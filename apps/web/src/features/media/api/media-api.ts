import {
  mediaEndpoints as endpoints,
  type MediaListQuery,
  type UpdateMediaFileBody,
  type CleanMediaOrphansBody,
  type CreateMediaFolderBody,
  type UpdateMediaFolderBody,
} from '@orbita/contracts/media';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/fabrica/media/...`, typed by the contracts (uploads: upload.ts). */
export const mediaApi = {
  list: (query: MediaListQuery, options?: RequestOptions) =>
    callApi(endpoints.list, { query, ...options }),
  get: (id: string, options?: RequestOptions) =>
    callApi(endpoints.get, { params: { id }, ...options }),
  update: (id: string, body: UpdateMediaFileBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string, force: boolean) =>
    callApi(endpoints.remove, { params: { id }, query: { force: force ? 'true' : 'false' } }),
  usages: (id: string, options?: RequestOptions) =>
    callApi(endpoints.usages, { params: { id }, ...options }),
  folders: (options?: RequestOptions) => callApi(endpoints.folders, options),
  createFolder: (body: CreateMediaFolderBody) => callApi(endpoints.createFolder, { body }),
  updateFolder: (id: string, body: UpdateMediaFolderBody) =>
    callApi(endpoints.updateFolder, { params: { id }, body }),
  removeFolder: (id: string) => callApi(endpoints.removeFolder, { params: { id } }),
  quota: (options?: RequestOptions) => callApi(endpoints.quota, options),
  cleanOrphans: (body: CleanMediaOrphansBody) => callApi(endpoints.cleanOrphans, { body }),
};
