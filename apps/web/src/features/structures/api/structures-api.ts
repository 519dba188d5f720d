import {
  structuresEndpoints as endpoints,
  type CreateStructuresItemBody,
  type UpdateStructuresItemBody,
} from '@orbita/contracts/structures';
import { callApi, type RequestOptions } from '../../../platform/http';

/** `/api/app/fabrica/structures`, typed by the contracts. */
export const structuresApi = {
  list: (cursor: string | undefined, options?: RequestOptions) =>
    callApi(endpoints.list, { query: { cursor }, ...options }),
  create: (body: CreateStructuresItemBody) => callApi(endpoints.create, { body }),
  update: (id: string, body: UpdateStructuresItemBody) =>
    callApi(endpoints.update, { params: { id }, body }),
  remove: (id: string) => callApi(endpoints.remove, { params: { id } }),
};
