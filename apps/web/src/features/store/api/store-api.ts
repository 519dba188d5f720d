import {
  storeEndpoints as endpoints,
  type CreateStoreItemBody,
  type UpdateStoreItemBody,
} from '@orbita/contracts/store';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/produto/store`, typed by the contracts. */
export const storeApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreateStoreItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateStoreItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};
